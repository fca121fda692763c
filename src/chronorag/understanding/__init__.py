"""Question understanding: question text -> a typed plan, or a refusal that says what was not understood.

Every parser here works on tokens and marks each token it consumes (a name, a time expression, a
cue, a relation phrase, or a word known to carry no meaning for the question). A question with a
content word left over, or with two readings, is refused with the words or the candidates named:
a wrong answer is worse than no answer.
"""
