"""Bounded work per question: a length limit checked before any work.

The longest real question in any set here (MultiTQ's dev questions, the wording benchmarks, the
generators' templates) is 187 characters; MAX_QUESTION_CHARS = 1,000 leaves room for a wordy one and
keeps a parse to milliseconds (the event parser costs ~0.1 ms a character and grows faster than the
text in its relation matching, so a 3.6 MB question took minutes).
"""

from __future__ import annotations

MAX_QUESTION_CHARS = 1000


def question_problem(text: str) -> str | None:
    """Why a question is refused before any work (None if it is not): longer than MAX_QUESTION_CHARS."""
    if len(text) > MAX_QUESTION_CHARS:
        return f"the question is {len(text):,} characters long; questions are limited to {MAX_QUESTION_CHARS:,}"
    return None
