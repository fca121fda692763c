"""Every word the question parser tests comes from a word class of its data files, never from its Python (issue 43).

Checked on the source of `understanding/`: no token's text, lower-case form or lemma, nor a word made of them (a
slice, a list of them, what a function returning words gives, a graph's name or a phrase of one) is compared with
a string literal or with a constant bound to literals of strings, tested for a literal prefix, suffix or part, or
looked up in a table of words written in Python. A word class is a row of `understanding/data/words.toml` (or of
another data file), read by `lexicon.word_class` / `phrase_list` / `word_table`.

What is left to the code: the characters of a token that are no letters ("2017-03-05", "15:00", "05/03/2017": a
number's separators, the token's shape as the tokenizer's pattern has it), the phrase notation's own marks ("+on"),
and the parser's own tags (the ledger's marks, "same month"), which are no words of a question.

The check follows names through assignments, loops and comprehensions within a function and its enclosing scopes,
the functions that return words, and the constants other modules of the package define; a parameter holds words
by its name ("word", "name", "words", "span" ...). It is a static approximation made to find every such test the
package had; a new one written another way may need a rule here.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "chronorag" / "understanding"

# What holds words: a token's attributes, the functions that return words of their argument, and the parameters
# that hold one word or several by their name.
WORD_ATTRIBUTES = {"low", "text", "lemma", "lemmas"}
WORD_FUNCTIONS = {"_low", "lemmas", "key", "words_key", "fold", "content_lemmas", "lower", "casefold"}
WORD_NAMES = {"word", "w", "low", "said", "phrase", "name", "role", "noun", "adjective", "adverb", "lemma"}
WORDS_NAMES = {"words", "span", "form", "forms", "phrases"}
# str methods that test a word against their argument, and those that give words of a word (or, for a pattern's
# methods, of their argument)
TESTS = {"startswith", "endswith", "removeprefix", "removesuffix", "index", "count", "find", "rfind", "split"}
TESTS |= {"rsplit", "partition", "rpartition"}
TRANSFORMS = {"split", "rsplit", "strip", "lstrip", "rstrip", "replace", "removeprefix", "removesuffix"}
TRANSFORMS |= {"partition", "rpartition", "upper", "title", "capitalize", "sub", "findall"}
COLLECTIONS = {"frozenset", "set", "tuple", "list", "dict", "sorted"}


@dataclass
class Scope:
    """What is known of a scope's names: which hold words (and which of those are sequences of words, or of rows
    that hold words), which hold literals of strings (and whether a string of theirs has a letter), what the
    entries of its tables are, and which functions return words."""

    words: set[str] = field(default_factory=set)
    sequences: set[str] = field(default_factory=set)
    rows: set[str] = field(default_factory=set)  # [(t.i, t.low) for t in toks]
    literals: dict[str, bool] = field(default_factory=dict)
    tables: dict[str, bool | None] = field(default_factory=dict)
    returning_words: set[str] = field(default_factory=set)

    def within(self) -> Scope:
        """A scope inside this one: it sees this one's names."""
        return Scope(
            set(self.words),
            set(self.sequences),
            set(self.rows),
            dict(self.literals),
            dict(self.tables),
            set(self.returning_words),
        )


def _any(found: list[bool]) -> bool | None:
    return any(found) if found else None


def literal(node: ast.AST, scope: Scope) -> bool | None:
    """None when `node` is no literal of strings; else whether one of its strings has a letter."""
    match node:
        case ast.Constant(value=str() as text) if text:
            return any(c.isalpha() for c in text)
        case ast.Tuple(elts=items) | ast.List(elts=items) | ast.Set(elts=items):
            return _any([x for e in items if (x := literal(e, scope)) is not None])
        case ast.Starred(value=inner) | ast.Subscript(value=inner):
            return literal(inner, scope)
        case ast.Dict(keys=keys, values=values):
            return _any([x for e in [*keys, *values] if e is not None and (x := literal(e, scope)) is not None])
        case ast.Call(func=ast.Name(id=f), args=[arg]) if f in COLLECTIONS:
            return literal(arg, scope)
        case ast.Call(func=ast.Attribute(attr="get", value=table)):
            return entries(table, scope)
        case ast.BinOp(left=a, right=b):
            return _any([x for e in (a, b) if (x := literal(e, scope)) is not None])
        case ast.Name(id=name) if name in scope.literals:
            return scope.literals[name]
    return None


def entries(node: ast.AST, scope: Scope) -> bool | None:
    """What a table's entries are, as `literal` says (a table of data by the parser's own tags,
    {"forward": word_class(...)}, gives no literal)."""
    if isinstance(node, ast.Dict):
        return _any([x for v in node.values if (x := literal(v, scope)) is not None])
    if isinstance(node, ast.Name) and node.id in scope.tables:
        return scope.tables[node.id]
    return literal(node, scope)


def wordy(node: ast.AST, scope: Scope) -> bool:
    """Whether an expression holds a question's words or a graph's."""
    match node:
        case ast.Attribute(attr=a) if a in WORD_ATTRIBUTES:
            return True
        case ast.Call(func=ast.Name(id=f)) if f in WORD_FUNCTIONS or f in scope.returning_words:
            return True
        case ast.Call(func=ast.Attribute(attr=f)) if f in WORD_FUNCTIONS:
            return True
        case ast.Call(func=ast.Attribute(attr=f, value=inner), args=args) if f in TRANSFORMS:
            return wordy(inner, scope) or any(wordy(a, scope) for a in args)
        case ast.Call(func=ast.Attribute(attr="join" | "get"), args=[arg, *_]):
            return wordy(arg, scope)  # words joined; a table's entry for a word
        case ast.Call(func=ast.Name(id=f), args=[arg, *_]) if f in COLLECTIONS:
            return wordy(arg, scope)
        case ast.Subscript(value=inner) | ast.Starred(value=inner):
            return wordy(inner, scope)
        case ast.IfExp(body=a, orelse=b) | ast.BinOp(left=a, right=b):
            return wordy(a, scope) or wordy(b, scope)
        case ast.ListComp(elt=e) | ast.GeneratorExp(elt=e) | ast.SetComp(elt=e):
            return wordy(e, scope)
        case ast.Tuple(elts=items) | ast.List(elts=items):
            return any(wordy(e, scope) for e in items)
        case ast.Name(id=name):
            return name in scope.words
    return False


def sequence(node: ast.AST, scope: Scope) -> bool:
    """Whether a word-holding expression is a sequence of words (its items whole words), not one word."""
    match node:
        case ast.ListComp() | ast.GeneratorExp() | ast.SetComp() | ast.Tuple() | ast.List():
            return True
        case ast.Call(func=ast.Name(id=f)) if f in COLLECTIONS:
            return True
        case ast.Call(func=ast.Attribute(attr="split" | "rsplit" | "findall")):
            return True
        case ast.Subscript(value=inner, slice=ast.Slice()):
            return sequence(inner, scope)
        case ast.Subscript(value=inner):
            return rows(inner, scope)  # a row of (index, word) rows
        case ast.Name(id=name):
            return name in scope.sequences
    return False


def rows(node: ast.AST, scope: Scope) -> bool:
    """Whether an expression is a sequence of tuples that hold words ("[(t.i, t.low) for t in toks]")."""
    match node:
        case ast.ListComp(elt=ast.Tuple()) | ast.GeneratorExp(elt=ast.Tuple()):
            return True
        case ast.Subscript(value=inner, slice=ast.Slice()):
            return rows(inner, scope)
        case ast.Name(id=name):
            return name in scope.rows
    return False


def _names(target: ast.AST) -> list[str]:
    return [n.id for n in ast.walk(target) if isinstance(n, ast.Name)]


def _walk_own(tree: ast.AST) -> Iterator[ast.AST]:
    """The nodes of a scope, without those of the functions and classes defined inside it."""
    todo = list(ast.iter_child_nodes(tree))
    while todo:
        node = todo.pop()
        yield node
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            todo.extend(ast.iter_child_nodes(node))


def _bindings(tree: ast.AST) -> Iterator[tuple[ast.AST, list[ast.AST], bool]]:
    """(value, targets, iterated) of every binding of a scope: assignments, walruses, loops, comprehensions."""
    for node in _walk_own(tree):
        if isinstance(node, ast.Assign):
            yield node.value, list(node.targets), False
        elif isinstance(node, ast.AnnAssign | ast.NamedExpr) and node.value is not None:
            yield node.value, [node.target], False
        elif isinstance(node, ast.For | ast.comprehension):
            yield node.iter, [node.target], True


def _parameters(tree: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda, scope: Scope) -> None:
    for a in tree.args.args + tree.args.kwonlyargs:
        hint = ast.unparse(a.annotation) if a.annotation is not None else ""
        if a.arg in WORD_NAMES and hint in ("", "str"):
            scope.words.add(a.arg)
        elif a.arg in WORDS_NAMES:
            scope.words.add(a.arg)
            scope.sequences.add(a.arg)
            if "tuple[int, str]" in hint:
                scope.rows.add(a.arg)


def _bind(tree: ast.AST, scope: Scope) -> Scope:
    """The scope with the names `tree` binds (to a fixed point, near enough)."""
    if isinstance(tree, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
        _parameters(tree, scope)
    for _ in range(3):
        for value, targets, iterated in _bindings(tree):
            names = [n for t in targets for n in _names(t) if n != "__all__"]
            scope.words.update(n for n in names if n in WORD_NAMES)  # adjective = DEMONYMS.get(place)
            if isinstance(value, ast.Dict) and not iterated:
                scope.tables.update(dict.fromkeys(names, entries(value, scope)))
            if wordy(value, scope):
                scope.words.update(names)
                one = isinstance(targets[0], ast.Name)
                if sequence(value, scope) and (one != iterated):  # words = [...]; for i, w in enumerate(words)
                    scope.sequences.update(names)
                    if rows(value, scope):
                        scope.rows.update(names)
            elif (said := literal(value, scope)) is not None:  # "for suffix in ('al', 'ment')" too
                for n in names:
                    scope.literals[n] = scope.literals.get(n, False) or said
    return scope


def _returns_words(node: ast.FunctionDef | ast.AsyncFunctionDef, scope: Scope) -> bool:
    inner = _bind(node, scope.within())
    return any(isinstance(r, ast.Return) and r.value is not None and wordy(r.value, inner) for r in _walk_own(node))


def module_scope(tree: ast.Module, imported: Scope) -> Scope:
    """The module's own names and the functions that return words (with what it imports of both)."""
    scope = _bind(tree, imported.within())
    functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
    for _ in range(2):
        scope.returning_words |= {f.name for f in functions if _returns_words(f, scope)}
    return scope


def _whole(node: ast.AST, scope: Scope) -> bool:
    """A whole word, not a character of one (`w[4]`, `w[:1]`)."""
    return not isinstance(node, ast.Subscript) or sequence(node.value, scope)


def _compared(node: ast.Compare, scope: Scope) -> bool:
    sides = [node.left, *node.comparators]
    for op, a, b in zip(node.ops, sides[:-1], sides[1:], strict=True):
        if isinstance(op, ast.In | ast.NotIn) and wordy(b, scope) and not wordy(a, scope):
            said = literal(a, scope)  # "x" in word: a part of a word; "x" in words: one of them
            if said or (said is not None and sequence(b, scope)):
                return True
            continue
        for word, other in ((a, b), (b, a)):
            said = literal(other, scope)
            if wordy(word, scope) and said is not None and (said or _whole(word, scope)):
                return True
    return False


def _tests(nodes: Iterator[ast.AST], scope: Scope) -> Iterator[ast.AST]:
    for node in nodes:
        if isinstance(node, ast.Compare) and _compared(node, scope):
            yield node
        elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitAnd | ast.Sub):
            pairs = ((node.left, node.right), (node.right, node.left))
            if any(wordy(x, scope) and literal(y, scope) is not None for x, y in pairs):
                yield node  # words & {"before", "until"}, words - {"or"}
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            method, args = node.func.attr, node.args
            if method in TESTS and wordy(node.func.value, scope) and any(literal(a, scope) for a in args):
                yield node  # word.endswith("ing")
            elif method == "get" and args and wordy(args[0], scope) and literal(node.func.value, scope) is not None:
                yield node  # {"mt": "mount"}.get(word)


def word_tests(tree: ast.AST, scope: Scope) -> Iterator[ast.AST]:
    """The nodes that test a word against a literal, each function with its own names and its enclosing ones."""
    yield from _tests(_walk_own(tree), scope)
    for node in _walk_own(tree):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            yield from word_tests(node, _bind(node, scope.within()))
        elif isinstance(node, ast.ClassDef):
            yield from word_tests(node, scope)


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def _module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parents[1]).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@cache
def exported() -> dict[str, Scope]:
    """Each module's top-level literals of strings and its functions that return words (others import them)."""
    out = {}
    for path in modules():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = ast.Module(body=[n for n in tree.body if isinstance(n, ast.Assign | ast.AnnAssign)], type_ignores=[])
        literals = module_scope(top, Scope()).literals
        out[_module_name(path)] = Scope(literals=literals, returning_words=module_scope(tree, Scope()).returning_words)
    return out


def findings(path: Path, source: str | None = None) -> list[str]:
    """ "file:line: the test" for every word the module tests against a literal."""
    tree = ast.parse(source if source is not None else path.read_text(encoding="utf-8"))
    imported = Scope()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom) and (other := exported().get(node.module or "")):
            for alias in node.names:
                if alias.name in other.literals:
                    imported.literals[alias.asname or alias.name] = other.literals[alias.name]
                if alias.name in other.returning_words:
                    imported.returning_words.add(alias.asname or alias.name)
    scope = module_scope(tree, imported)
    where = path.relative_to(PACKAGE.parent) if path.is_relative_to(PACKAGE.parent) else path
    lines = {(n.lineno, ast.unparse(n)) for n in word_tests(tree, scope)}
    return [f"{where}:{line}: {text}" for line, text in sorted(lines)]


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_word_is_a_literal_of_the_code(path: Path) -> None:
    found = findings(path)
    assert not found, (
        "words tested in the code; read them from a word class of understanding/data/words.toml "
        "(lexicon.word_class, phrase_list, word_table) instead:\n" + "\n".join(found)
    )


@pytest.mark.parametrize(
    "source",
    [
        "def f(t):\n    return t.low in ('the', 'a', 'an')\n",
        "def f(toks, k):\n    return toks[k].low == 'or'\n",
        "def f(t):\n    return t.text.lower().startswith('wh')\n",
        "ARTICLES = frozenset({'the', 'a'})\n\ndef f(t):\n    return t.low in ARTICLES\n",
        "def f(toks):\n    after = [x.low for x in toks[1:3]]\n    return after == ['point', 'in']\n",
        "def f(word):\n    return word.endswith('ing')\n",
        "def f(toks, k):\n    return toks[k].low in (',', '?')\n",
        "TABLE = {'mt': 'mount'}\n\ndef f(t):\n    return TABLE.get(t.low)\n",
        "def low(toks, i):\n    return toks[i].low\n\ndef f(toks):\n    return low(toks, 0) == 'of'\n",
        "def f(toks):\n    words = {t.low for t in toks}\n    return words & {'before', 'until'}\n",
        "def f(word):\n    for suffix in ('al', 'ment'):\n        if word.endswith(suffix):\n            return 1\n",
        "def f(name: str):\n    return 'others' in name.split()\n",
        "def f(toks):\n    words = [(t.i, t.low) for t in toks]\n    return words[0][1] == '.'\n",
    ],
)
def test_the_check_finds_a_word_literal(source: str, tmp_path: Path) -> None:
    path = tmp_path / "module.py"
    (found,) = findings(path, source)
    assert found.startswith(f"{path}:"), found


@pytest.mark.parametrize(
    "source",
    [
        "from chronorag.understanding.lexicon import word_class\nARTICLES = word_class('common', 'articles')\n\n"
        "def f(t):\n    return t.low in ARTICLES\n",
        "def f(w):\n    return w[4] == '-' and ':' in w and w.count('/') == 2\n",  # a number's separators
        "def f(r, x):\n    return r.ledger.used.get(x) in ('first', 'last')\n",  # the ledger's own marks
        "def f(kind):\n    return kind.startswith('same ')\n",  # a tag of the parser's, no word
        "from chronorag.understanding.lexicon import word_class\n"
        "CUES = {'forward': word_class('sensor', 'forward_cues')}\n\n"
        "def f(t, direction):\n    cues = CUES.get(direction, frozenset())\n    return t.low in cues\n",
    ],
)
def test_the_check_leaves_data_and_shapes_alone(source: str, tmp_path: Path) -> None:
    assert findings(tmp_path / "module.py", source) == []
