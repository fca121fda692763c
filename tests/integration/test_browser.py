"""The evidence as people see it, in a real headless Chromium: `ask`'s Browser link logs in, runs the
pre-filled query and renders the case study's evidence with readable captions; `serve`'s page asks a question
and shows the answer with its evidence on a timeline."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from urllib.parse import parse_qs, urlparse

import pytest
from test_serve import running_serve

from chronorag.config import Settings
from chronorag.graph import GraphClient
from chronorag.ingest.pipeline import ingest
from chronorag.rag.kg_irag import KGIRAG
from factories import CHINA_VISITORS, CHINA_VISITS, quadruples

pytestmark = pytest.mark.integration

QUESTION = (
    "If I can't, what is the earliest time I can postpone the trip from 3:00 to 5:00 at Kilkenny "
    "on 1 June 2017 to avoid rain?"
)


# Browser connects, runs its post-connect commands (the style) and lays out the graph: under two test workers and a
# loaded host this once took over 30 s for the style (a CI run of the forty-eighth session), never a failure to render
WAIT_MS = 90_000


def chromium() -> str:
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:  # never skipped: `make install` installs Debian's chromium
        pytest.fail("no chromium on PATH: run `make install` (apt-get install chromium)")
    return path


def test_browser_link_renders_the_case_study_evidence(
    case_graph: GraphClient, neo4j_settings: Settings, tmp_path: Path
) -> None:
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only this test drives a browser

    result = KGIRAG.from_settings(client=case_graph).invoke({"question": QUESTION})
    assert result.answer == "2017-06-01 06:30" and len(result.evidence) == 11
    link = urlparse(result.browser_url)
    args = parse_qs(link.query)
    assert args["cmd"] == ["edit"] and args["arg"] == [result.browser_cypher]
    assert "elementId" not in result.browser_cypher

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1400, "height": 1000})
        page.goto(result.browser_url)
        page.locator("input[type=password]").first.fill(neo4j_settings.neo4j_password.get_secret_value())
        page.get_by_test_id("connect").click()
        run = page.locator("[data-testid=editor-Run]").first
        run.wait_for(timeout=WAIT_MS)
        page.locator("text=:style").first.wait_for(timeout=WAIT_MS)  # post-connect style applied
        run.click()
        nodes = page.locator("svg g.node")
        nodes.nth(12).wait_for(timeout=WAIT_MS)
        page.wait_for_timeout(1500)  # let the force layout settle for the screenshot
        shot = tmp_path / "evidence.png"
        page.screenshot(path=str(shot))
        texts = page.locator("svg g.node text, svg g.relationship text").all_text_contents()
        count = nodes.count()
        browser.close()

    assert count == 13  # KILKENNY, its 11 evidence hours, their one Day
    joined = " ".join(texts)
    assert "KILKENNY" in joined and "2017-06-01" in joined
    assert {"03:00", "06:00", "08:00"} <= {t.strip()[-5:] for t in texts if t.strip()}  # Time captions: HH:MM
    assert "rain 0.6 mm" in joined and "rain 0.0 mm" in joined  # readings show their values
    assert shot.stat().st_size > 20_000
    if target := os.environ.get("CHRONORAG_SCREENSHOTS"):  # refresh docs/img/ by hand
        shutil.copy(shot, Path(target) / "browser-evidence.png")


PAGE_QUESTION = "Who visited China on 8 May 2013?"
PAGE_KEY = "page-test-key-20130508"


def test_the_serve_page_asks_for_the_key_once_and_shows_the_answer_on_a_timeline(
    graph: GraphClient, neo4j_settings: Settings, tmp_path: Path
) -> None:
    """`serve`'s page in headless Chromium, on a server with an API key: it asks for the key, refuses a wrong one,
    answers with the right one (the four visitors on a timeline with the day), and after a reload asks no more."""
    from playwright.sync_api import sync_playwright  # noqa: PLC0415 - only these tests drive a browser

    facts = quadruples(tmp_path, "visits.tsv", CHINA_VISITS)
    ingest(graph, "icews", [facts.path], rejects_path=tmp_path / "rejects.csv")
    calls: list[tuple[str, str | None]] = []  # (path, Authorization) of every request the page makes
    problems: list[str] = []  # console errors (a script or style the page's policy blocked) and page errors
    serving = running_serve(neo4j_settings, tmp_path / "serve.log", env={"CHRONORAG_API_KEY": PAGE_KEY})
    with serving as served, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium(), args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1100, "height": 1000})
        page.on("request", lambda r: calls.append((urlparse(r.url).path, r.headers.get("authorization"))))
        page.on("console", lambda m: problems.append(m.text) if m.type == "error" and "401" not in m.text else None)
        page.on("pageerror", lambda e: problems.append(str(e)))
        page.goto(f"{served.url}/")
        key_card = page.locator("#key-card")
        key_card.wait_for(state="visible", timeout=10_000)  # asked at once: the server has a key
        page.fill("#key", "not-the-key-of-this-server")
        page.click("#use-key")
        page.fill("#question", PAGE_QUESTION)
        page.click("#ask")
        page.locator("#key-message.error").wait_for(timeout=60_000)  # refused: asked again
        assert "refused" in page.text_content("#key-message") and page.locator("#result").is_hidden()
        page.fill("#key", PAGE_KEY)
        page.click("#use-key")  # the question waiting for the key is asked again
        page.locator("#timeline svg").wait_for(timeout=60_000)
        answer, answers = page.text_content("#answer"), page.text_content("#answers")
        labels = page.locator("#timeline svg text").all_text_contents()
        link = page.get_attribute("#browser", "href")
        page.screenshot(path=str(tmp_path / "page.png"), full_page=True)
        page.reload()
        page.locator("#question").wait_for()
        asked_again = key_card.is_visible()
        page.fill("#question", PAGE_QUESTION)
        page.click("#ask")
        page.locator("#timeline svg").wait_for(timeout=60_000)
        browser.close()
    assert answer == CHINA_VISITORS[0] and answers == "All answers: " + ", ".join(CHINA_VISITORS)
    assert set(CHINA_VISITORS) <= set(labels) and "asked: 2013-05-08" in labels and "2013-05-08" in labels
    assert "Angela Merkel" not in labels  # the day after: not evidence
    assert link and link.startswith(f"http://localhost:{neo4j_settings.neo4j_http_port}/browser/")
    assert not asked_again  # the key is kept for the tab (sessionStorage)
    asks = [auth for path, auth in calls if path == "/ask"]
    assert asks == ["Bearer not-the-key-of-this-server", f"Bearer {PAGE_KEY}", f"Bearer {PAGE_KEY}"]
    assert [auth for path, auth in calls if path == "/"] == [None, None]  # the page itself needs no key
    assert not problems, problems
    assert (tmp_path / "page.png").stat().st_size > 20_000
    if target := os.environ.get("CHRONORAG_SCREENSHOTS"):  # refresh docs/img/ by hand
        shutil.copy(tmp_path / "page.png", Path(target) / "serve-page.png")
