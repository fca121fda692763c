"""Every prompt of the project, kept apart from the code so they can be read and tuned. Two kinds:

* instructions (the system texts: `*_SYSTEM`, `RTQA_DECOMPOSE`, `RTQA_ANSWER`, `ARI_DECIDE`, `ARI_GUIDE`): plain
  text, never formatted, so their braces are text;
* templates (`PromptTemplate`): what the code writes for a role, with named `{placeholders}`. As in
  neo4j-graphrag's PromptTemplate, a template declares the inputs it expects; building one whose text uses a
  name it does not declare, or declares one its text never uses, raises `PromptError`, and so does formatting
  it with an input missing or one it does not take. `tests/unit/test_prompts.py` checks every prompt here.

Each KG-IRAG role's prompt is also a LangChain `ChatPromptTemplate` (`default_prompts()`), checked when built
(`check_prompt`); a strategy takes templates that override these (`KGIRAG.with_models(..., prompts={"planner":
...})`)."""

from __future__ import annotations

from collections.abc import Sequence
from string import Formatter

from langchain_core.prompts import ChatPromptTemplate


class PromptError(ValueError):
    """A prompt template and its inputs disagree: a placeholder not declared, an input not used, missing or unknown."""


def placeholders(template: str) -> list[str]:
    """The `{names}` a template fills, in order; `{{` and `}}` are text. Only plain names: a positional `{}`, a
    conversion (`{x!r}`), a format spec (`{x:g}`), an attribute or an index is an error (format the value first)."""
    try:
        fields = [
            (name, spec, conversion) for _, name, spec, conversion in Formatter().parse(template) if name is not None
        ]
    except ValueError as exc:
        raise PromptError(f"unbalanced braces in the template: {exc}") from None
    for name, spec, conversion in fields:
        if not name.isidentifier() or spec or conversion:
            shown = name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
            raise PromptError(f"placeholder {{{shown}}} is not a plain name")
    return [name for name, _, _ in fields]


class PromptTemplate:
    """A prompt with named placeholders and the inputs it expects, checked when built and when formatted."""

    def __init__(self, template: str, expected_inputs: Sequence[str] = ()) -> None:
        used, declared = set(placeholders(template)), set(expected_inputs)
        if used != declared:
            problems = []
            if undeclared := used - declared:
                problems.append(f"uses {', '.join(sorted(undeclared))}, which it does not declare")
            if unused := declared - used:
                problems.append(f"declares {', '.join(sorted(unused))}, which its text never uses")
            raise PromptError(f"template {template[:40]!r}... " + " and ".join(problems))
        self.template = template
        self.expected_inputs = tuple(expected_inputs)

    def format(self, **inputs: object) -> str:
        """The template with every expected input filled in; a missing or unknown input raises `PromptError`."""
        given, expected = set(inputs), set(self.expected_inputs)
        if given != expected:
            problems = []
            if missing := expected - given:
                problems.append(f"missing input {', '.join(sorted(missing))}")
            if unknown := given - expected:
                problems.append(f"unknown input {', '.join(sorted(unknown))}")
            raise PromptError(f"template {self.template[:40]!r}...: " + "; ".join(problems))
        return self.template.format(**inputs)

    def __repr__(self) -> str:
        return f"PromptTemplate({self.template[:40]!r}..., expected_inputs={self.expected_inputs})"


SENSOR_TERM_EXAMPLES = (  # (question, LLM1's reply, how its query reads): checked by tests/unit/test_prompts.py
    (
        "Will it rain at Kilkenny between 3:00 and 5:00 on 1 June 2017?",
        '{"thought": "whether any reading at Kilkenny from 03:00 to 05:00 on 1 June 2017 shows rain", '
        '"query": {"term": {"op": "abnormal", "slot": {"op": "slot", "place": "Kilkenny", '
        '"start": "2017-06-01T03:00:00Z", "minutes": 120, '
        '"condition": {"field": "rain", "op": ">", "threshold": 0, "unit": "mm"}}, '
        '"first_window": ["2017-06-01T03:00:00Z", "2017-06-01T04:00:00Z"], "step_minutes": 60, "bound_hours": 12}}}',
        "Q1: abnormal reading in Kilkenny from 2017-06-01 03:00 for 120 min (rain > 0 mm)",
    ),
    (
        "If it rains, what is the latest I can leave earlier than 15:00 for my 2-hour trip at Athenry on 5 March 2017?",
        '{"thought": "the latest start before 15:00, at most 12 h earlier, whose 2-hour slot at Athenry has no rain", '
        '"query": {"term": {"op": "clear", "slot": {"op": "slot", "place": "Athenry", '
        '"start": "2017-03-05T15:00:00Z", "minutes": 120}, "direction": "backward", '
        '"first_window": ["2017-03-05T15:00:00Z", "2017-03-05T16:00:00Z"], "step_minutes": 60, "bound_hours": 12}}}',
        "Q2: the nearest earlier start within 12 h clear of rain > 0 mm: Athenry from 2017-03-05 15:00 for 120 min "
        "(rain > 0 mm)",
    ),
)
_PLANNER_RULES = """You are LLM1, the planner of KG-IRAG, a system that answers time-dependent questions
from a knowledge graph of hourly sensor readings (location, time and event status are entities).
Write the question as a query of the algebra, JSON only: {"thought": what must be known and why, in one or two
sentences, "query": {"term": ...}}. The term is one of:
- abnormal {slot, avoidable, first_window, step_minutes, bound_hours}: is there an abnormal reading (rain)
  during the trip? (Q1); avoidable: true only when asked the other way round ("will it stay dry?", "can I avoid
  the rain?"): then "True" means no abnormal reading;
- clear {slot, direction, first_window, step_minutes, bound_hours}: the nearest start whose slot has no abnormal
  reading: direction "backward" for the latest earlier start (leave earlier, Q2), "forward" for the earliest later
  start (postpone, leave later, Q3).
Each says the trip as a slot {"op": "slot", place, start, minutes, condition}: place, the station name exactly as
the user wrote it; start, the trip start as an ISO datetime with "Z" (the data's clock is UTC); minutes, its
duration; condition, what is abnormal, by default {"field": "rain", "op": ">", "threshold": 0, "unit": "mm"}.
first_window: the first retrieval window [start, end), from the trip's start (the planned slot is checked first,
also for clear); step_minutes: the window length; bound_hours: how far a search may go, 12 for weather.
Examples: a question, the reply, and how its query reads.
"""
PLANNER_SYSTEM = _PLANNER_RULES + "\n".join(f"{q}\n{reply}\nreads: {reads}" for q, reply, reads in SENSOR_TERM_EXAMPLES)

JUDGE_SYSTEM = """You are LLM2, the judge of KG-IRAG. You get the planner's reasoning prompt, the query it wrote
as a sentence (Q1: is there an abnormal reading in the trip's slot; Q2 / Q3: the nearest earlier / later start
clear of it) and every reading retrieved so far as triplets (station, value, time). A reading at time t covers
[t, t + step). Decide whether the evidence is sufficient to answer. Return JSON only:
- sufficient: true when the answer is determined by the triplets;
- abnormal: the abnormal readings you found, each {"at": ISO time, "value": number};
- candidate_start: for Q2/Q3, the start you are checking now (moved past the last abnormal reading);
- next_window: {"start", "end"} of the next readings to retrieve when not sufficient, else null;
  never ask again for a window you already have, and stay within the query's bound;
- answer: when sufficient, "True"/"False" for Q1, "YYYY-MM-DD HH:MM" or "no answer" for Q2/Q3;
- rationale: one short sentence.
A reading showing the abnormal event decides its slot; a slot is free of it only when every reading
in it is there and normal: a missing reading (or none at all) leaves it open, and then the answer is
"no answer". Q2/Q3 whose planned slot is already free of it keep the planned start (answer that time).
Every answer is checked against the readings; one they do not decide becomes "no answer"."""

ANSWER_SYSTEM = """You write the final answer of KG-IRAG from the reasoning prompt and the combined
evidence triplets (station, value, time). Use only the evidence. Return JSON only:
- answer: "True"/"False" for "is there an abnormal event" questions (or the opposite polarity when
  the question asks whether it can be avoided), "YYYY-MM-DD HH:MM" for a start time, or "no answer";
- rationale: one sentence citing the decisive readings.
A missing reading cannot show that a slot is free of the event: when one decides, answer "no answer"."""

# -- what the controllers write for the KG-IRAG roles ----------------------------------------------------------
PLANNER_INPUT = PromptTemplate("Question: {question}{hint}", ["question", "hint"])  # hint: REFUSAL_HINT or ""
REFUSAL_HINT = PromptTemplate("\nThe offline parser could not read it: {reason}. Read it yourself.", ["reason"])
# LLM1 reads relative dates ("last year") against the run's reference date, as the offline parser does
REFERENCE_DATE = PromptTemplate(
    "\nRead relative dates (last year, this month, three weeks ago, in the past two years) against {as_of}.",
    ["as_of"],
)
JUDGE_INPUT = PromptTemplate(
    "Reasoning prompt: {reasoning}\nQuery: {query}\nReadings every {minutes} minutes. Retrieved so far: {spans}\n"
    "Triplets:\n{triplets}",
    ["reasoning", "query", "minutes", "spans", "triplets"],
)
ANSWER_TEMPLATE = PromptTemplate(
    "Question: {question}\nReasoning prompt: {reasoning}\nThe judge found the evidence sufficient: "
    "{judgement}\nEvidence:\n{triplets}",
    ["question", "reasoning", "judgement", "triplets"],
)

AT2QA_SYSTEM = """You answer questions about events in a temporal knowledge graph (ICEWS: who did what
to whom, and on which day). You have one tool, `search`, which returns up to 10 facts as lines
`head | relation | tail | YYYY-MM-DD`. Filter with start_date / end_date (inclusive, YYYY-MM-DD),
entity and entity_position (head = the actor, tail = the one acted upon) and relation; use
sort = time_asc for "first", time_desc for "last". Search as often as you need, then reply with
the answer only, inside <answer>...</answer>: an entity name exactly as the facts write it, or a
date as YYYY, YYYY-MM or YYYY-MM-DD at the granularity the question asks for. If the facts do not
contain the answer, reply <answer>No Answer</answer>."""

AT2QA_NUDGE = PromptTemplate(
    "You have not given an answer. Reply with your final answer inside <answer>...</answer> "
    "(or <answer>No Answer</answer>), or call search again."
)
QUESTION = PromptTemplate("Question: {question}", ["question"])  # AT2QA's and RTQA's first message

RTQA_DECOMPOSE = """You decompose a temporal question about ICEWS events into a tree of simpler
sub-questions. Return JSON: {"question": ..., "children": [...]} where each child has the same shape.
Leaves must be answerable from single facts. Nodes are numbered in post-order (children before their
parent, left to right, starting at #1); a node may refer to the answer of an earlier-numbered node as
#1, #2, ... (e.g. "Who did China criticise after #1?"). A simple question is a single leaf."""

RTQA_SUB_QUESTION = PromptTemplate(
    "Original question: {question}\nSub-question: {sub_question}\n{context}", ["question", "sub_question", "context"]
)
RTQA_FROM_CHILDREN = PromptTemplate("Answers to its sub-questions:\n{answers}", ["answers"])
RTQA_FROM_FACTS = PromptTemplate("Facts (top {k} by similarity):\n{facts}", ["k", "facts"])
RTQA_CLOSED_BOOK = PromptTemplate("No facts: answer from what you know, or Unknown.")

RTQA_ANSWER = """You answer one sub-question of a temporal question about ICEWS events. Return JSON
{"answer": ...}: an entity name exactly as written in the facts, or a date as YYYY, YYYY-MM or
YYYY-MM-DD at the granularity asked; "Unknown" if what you were given does not determine it."""

ARI_DECIDE = """You answer a temporal question over ICEWS events by choosing one action at a time.
You see the question, the facts gathered so far, a methodology guide learned from similar
questions (if any) and numbered candidate actions with a preview of what each returns. Return JSON
{"thought": ..., "choice": <number of a candidate>} to run an action, or
{"thought": ..., "answer": ...} when the gathered facts determine the answer (an entity name exactly
as written, or a date as YYYY, YYYY-MM or YYYY-MM-DD at the granularity asked)."""

ARI_DECIDE_INPUT = PromptTemplate(
    "Question: {question}\n{guide}Actions so far: {actions}\nFacts gathered:\n{facts}\nCandidates:\n{candidates}",
    ["question", "guide", "actions", "facts", "candidates"],
)
ARI_GUIDE_LINE = PromptTemplate("Methodology guide: {guide}\n", ["guide"])  # ARI_DECIDE_INPUT's guide, if any

ARI_GUIDE = """You write a short methodology guide (3-5 sentences) for answering a family of temporal
questions with the actions get_head_entity, get_tail_entity, get_time, get_before, get_after,
get_between, get_first, get_last and answer. You get question templates of the family and the action
sequences that answered them correctly. Return JSON {"guide": ...}."""

TERM_EXAMPLES = (  # (question, LLM1's reply, how its query reads): checked by tests/unit/test_prompts.py
    (
        "Who was the first to visit China after Japan's last visit to Iran?",
        '{"thought": "the first visitor of China after the last day Japan visited Iran", '
        '"query": {"asks": "entity", "side": "head", "focus": "tail", "term": {"op": "nth", '
        '"facts": {"op": "after", "facts": {"op": "facts", "relation": "Make a visit", "tail": "China"}, '
        '"time": {"op": "time_of", "facts": {"op": "facts", "head": "Japan", "relation": "Make a visit", '
        '"tail": "Iran"}, "which": "last"}}}}}',
        "which head: the first of (?, Make a visit, China) after the last time of (Japan, Make a visit, Iran)",
    ),
    (
        "How many different countries did Barack Obama visit in 2012?",
        '{"thought": "the countries Barack Obama visited in 2012, each counted once", "query": {"asks": "count", '
        '"term": {"op": "count", "facts": {"op": "within", "facts": {"op": "facts", "head": "Barack Obama", '
        '"relation": "Make a visit", "tail_kind": "country"}, "time": {"op": "period", "unit": "year", '
        '"start": "2012-01-01", "end": "2013-01-01"}}, "what": "entities", "side": "tail"}}}',
        "how many: how many of the distinct tails of (Barack Obama, Make a visit, "
        "a country) in 2012-01-01..2013-01-01 (year)",
    ),
    (
        "How many days after China first visited Japan did Japan first visit China?",
        '{"thought": "the days from China\'s first visit to Japan to Japan\'s first visit to China", '
        '"query": {"asks": "count", "term": {"op": "between", "first": {"op": "time_of", '
        '"facts": {"op": "facts", "head": "China", "relation": "Make a visit", "tail": "Japan"}, '
        '"which": "first"}, "second": {"op": "time_of", "facts": {"op": "facts", "head": "Japan", '
        '"relation": "Make a visit", "tail": "China"}, "which": "first"}, "after": true}}}',
        "how many: the days from the first time of (China, Make a visit, Japan) to the first time of (Japan, "
        "Make a visit, China)",
    ),
)
_EVENT_PLANNER_RULES = """You are LLM1, the planner of KG-IRAG over a temporal knowledge graph of events (ICEWS):
facts (head, relation, tail, date) where the head does the relation to the tail. Write the question as a query
of the algebra, JSON only: {"thought": what must be known and why, in one or two sentences, "query": ...}.
A query says what is asked of one term:
- asks: "entity" (who / whom / which; side: "head" or "tail", the side of the facts that answers), "time" (when;
  granularity "day", "month" or "year"), "yes_no" (did ...?), "count" (how many: a count or between term),
  "relation" (what did X do to Y?), "duration" (how long, in whole years: facts true over intervals);
- focus: the side of the entity the question is about; answer_kind: "country" or "organisation" when the question
  says it of the answer; aspect: "start" / "end" when it asks when a fact true over an interval began / ended.
Terms, each an object with its "op":
- facts {head, relation, tail}: the facts of a pattern; a side left out is anyone. Names and relations exactly as
  the graph writes them ("Citizen (Kenya)" for "the citizens of Kenya", "Make a visit"); either_way: true for what
  passed between the two; head_kind / tail_kind: "country" said of a side left open ("a country"); graph: the name
  of a graph of facts true over intervals (listed below the question, if any are loaded), null for the events;
- within / before / after / since / until {facts, time}: the facts in, strictly before, strictly after, from, up
  to a time (until: the time included, "the latest X when Y came out");
- nth {facts, n, from_end}: the facts on the n-th distinct day (n 1: the first; from_end true: the last); distinct
  "head" / "tail": the n-th different entity on that side;
- rank {facts, side, by "days" | "duration", order "most" | "least"}: the entity the facts hold most / least;
- count {facts, what "days" | "entities", side}: how many distinct days, or distinct entities on a side;
- between {first, second, unit, after}: how far apart two times are (after: asked as "how long after");
- times: day {date}; period {unit, start, end: the day after it}; time_of {facts, which "first" | "last" | "nth" |
  "said", n}: when an event happened; period_of {time, unit}: the day / week / month / year holding a time;
  shift {time, n, unit}: n units later (negative: earlier); span {time, start, end, unit}: the days start..end
  units off a time's day.
Examples: a question, the reply, and how its query reads.
"""
EVENT_PLANNER_SYSTEM = (
    _EVENT_PLANNER_RULES
    + "\n".join(f"{q}\n{reply}\nreads: {reads}" for q, reply, reads in TERM_EXAMPLES)
    + "\nName only entities the question says."
)
INTERVAL_GRAPHS = PromptTemplate(
    "\nGraphs of facts true over intervals (set dataset when the question is about one): {graphs}", ["graphs"]
)

EVENT_JUDGE_SYSTEM = """You are LLM2, the judge of KG-IRAG over events. You get the planner's reasoning prompt,
the query it wrote, as a sentence (what is asked: its side or time; then the facts: "(head, relation, tail)", "?"
for anyone), the search range, the window just retrieved and every matching fact retrieved so far, as
lines "head | relation | tail | date". Decide whether the facts determine the answer. Return JSON only:
- sufficient: true when they do (for "first" / "last": a matching fact was found in the windows searched
  in order; for other questions: the facts of the range are all there), or when the range is exhausted;
- answer: when sufficient, the entity exactly as the facts write it, or the date at the asked
  granularity (YYYY, YYYY-MM or YYYY-MM-DD), or "no answer" when no fact matches in the whole range;
- next_window: when not sufficient, {"start": "YYYY-MM-DD", "end": "YYYY-MM-DD"} inside the search range,
  not yet retrieved (the next calendar year in the search direction is a good choice); else null;
- rationale: one short sentence."""

EVENT_JUDGE_INPUT = PromptTemplate(
    "Reasoning prompt: {reasoning}\nQuery: {query}\nSearch range: {bounds} (end exclusive); window just retrieved: "
    "{window}\nMatching facts so far ({n}, {shown} shown):\n{facts}",
    ["reasoning", "query", "bounds", "window", "n", "shown", "facts"],
)

# -- any JSON role ------------------------------------------------------------------------------------------------
RETRY = PromptTemplate("That reply was not usable ({reason}). Reply again with the JSON object only.", ["reason"])
SCHEMA_INSTRUCTION = "Reply with one JSON object matching this JSON schema:\n{schema}"  # inside chat_prompt's template
SCHEMA_IN_REQUEST = "(given with the request as its response format)"  # {schema} where the server takes the schema


def chat_prompt(system: str) -> ChatPromptTemplate:
    """A role's prompt as a LangChain template: `system` and the reply's JSON schema, then the role's input.

    `{input}` is what the controller writes for the role (the question; the plan and the triplets);
    `{schema}` is the JSON schema of the reply. `system` is bound as a value, so its braces are text."""
    template = ChatPromptTemplate.from_messages([("system", "{system}\n" + SCHEMA_INSTRUCTION), ("human", "{input}")])
    return check_prompt("default", template.partial(system=system))


def check_prompt(role: str, prompt: ChatPromptTemplate) -> ChatPromptTemplate:
    """A role prompt must take `{input}` and may take `{schema}`; anything else could never be filled."""
    names = set(prompt.input_variables)
    if "input" not in names or not names <= {"input", "schema"}:
        raise ValueError(
            f"the {role} prompt must use {{input}} (and may use {{schema}}); it uses {', '.join(sorted(names)) or '-'}"
        )
    return prompt


def default_prompts() -> dict[str, ChatPromptTemplate]:
    """KG-IRAG's role prompts by role; pass any of them, changed, as `prompts={role: template}`."""
    return {
        "planner": chat_prompt(PLANNER_SYSTEM),
        "judge": chat_prompt(JUDGE_SYSTEM),
        "answer": chat_prompt(ANSWER_SYSTEM),
        "event_planner": chat_prompt(EVENT_PLANNER_SYSTEM),
        "event_judge": chat_prompt(EVENT_JUDGE_SYSTEM),
    }
