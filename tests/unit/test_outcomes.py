"""Right, refused, wrong: an empty gold (nothing holds) is right only when the answer is refused."""

from chronorag.evaluation.outcomes import multitq_outcome, tally


def _record(prediction: str, answers: list[str]) -> dict[str, object]:
    return {"prediction": prediction, "answers": answers, "qtype": "x"}


def test_an_answer_in_the_gold_is_right_another_is_wrong_no_answer_is_refused() -> None:
    assert multitq_outcome(_record("Japan", ["Japan", "China"])) == "right"
    assert multitq_outcome(_record("India", ["Japan"])) == "wrong"
    assert multitq_outcome(_record("no answer", ["Japan"])) == "refused"


def test_an_empty_gold_is_right_only_when_refused() -> None:
    assert multitq_outcome(_record("no answer", [])) == "right"
    assert multitq_outcome(_record("Japan", [])) == "wrong"


def test_tally_counts_shares_per_label() -> None:
    rows = [_record("no answer", []), _record("Japan", ["Japan"]), _record("no answer", ["Japan"])]
    shares = tally(rows, multitq_outcome, "qtype")
    assert shares["overall"]["right"] == 2 / 3
    assert shares["qtype=x"]["refused"] == 1 / 3
