"""The rules documents: our small Markdown subset read into sections, and written out as HTML.

The format is the one of the rules contract: a ``# Title`` line, ``##``/``###`` headings that each
carry an ``{#id}``, paragraphs, ``- `` and ``1. `` lists, ``**bold**``, ``*italic*``, links to a
section ``[words](#id)`` and pictures on a line of their own ``![caption](picture:key)``. Nothing
else: raw HTML is shown as the characters typed, never interpreted.

The parser is strict where a mistake would hide a rule (a heading without its id, an id twice)
and says on which line; the viewer turns that into a message instead of a page.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

# Every ## / ### heading carries its id; an id is what links, F1 and the score sheet name.
_HEADING = re.compile(r"^(#{2,3})\s+(.+?)\s*\{#([^}\s]*)\}\s*$")
_ID = re.compile(r"^[a-z0-9_-]+$")
_TITLE = re.compile(r"^#\s+(.+?)\s*$")
_PICTURE = re.compile(r"^!\[([^\]]*)\]\(picture:([A-Za-z0-9_-]+)\)\s*$")
_BULLET = re.compile(r"^[-*]\s+(.*)$")
_NUMBERED = re.compile(r"^\d+[.)]\s+(.*)$")
_LINK = re.compile(r"\[([^\]]+)\]\(#([^)\s]*)\)")
_BOLD = re.compile(r"\*\*(.+?)\*\*")
# Not inside a word of Latin letters or digits ("2*3*4"); Japanese runs its words together, so
# "*例：*食事" is italic.
_ITALIC = re.compile(r"(?<![*A-Za-z0-9])\*(?!\s)(.+?)(?<!\s)\*(?![*A-Za-z0-9])")
_WORD = re.compile(r"\w+(?:['’-]\w+)*")

PARAGRAPH, BULLETS, NUMBERS, PICTURE = "paragraph", "bullets", "numbers", "picture"


class DocumentError(ValueError):
    """A document that does not keep the format; ``line`` counts from 1 (0: the whole file)."""

    def __init__(self, line: int, problem: str) -> None:
        super().__init__(f"line {line}: {problem}")
        self.line, self.problem = line, problem


@dataclass(frozen=True)
class Block:
    """A paragraph (``text``), a list (``items``) or a picture (``key`` and its ``text``, the
    caption). Texts keep their inline marks (bold, italic, links) as written."""

    kind: str
    text: str = ""
    items: tuple[str, ...] = ()
    key: str = ""

    def texts(self) -> tuple[str, ...]:
        """The pieces of running text in this block: its paragraph, caption or list items."""
        return self.items if self.kind in (BULLETS, NUMBERS) else (self.text,)


@dataclass(frozen=True)
class Section:
    id: str
    level: int  # 2 for ##, 3 for ###
    title: str
    blocks: tuple[Block, ...] = ()


@dataclass(frozen=True)
class Document:
    title: str
    intro: tuple[Block, ...] = ()  # what stands between the title and the first section
    sections: tuple[Section, ...] = field(default_factory=tuple)

    def ids(self) -> list[str]:
        return [section.id for section in self.sections]

    def section(self, section_id: str) -> Section | None:
        return next((section for section in self.sections if section.id == section_id), None)

    def blocks(self) -> Iterator[Block]:
        yield from self.intro
        for section in self.sections:
            yield from section.blocks

    def pictures(self) -> list[str]:
        """The picture keys in the order they appear."""
        return [block.key for block in self.blocks() if block.kind == PICTURE]

    def links(self) -> list[str]:
        """Every section id a link points at, in order."""
        texts = [text for block in self.blocks() for text in block.texts()]
        texts += [section.title for section in self.sections]
        return [match.group(2) for text in texts for match in _LINK.finditer(text)]


# -- reading ------------------------------------------------------------------------------------

def parse(text: str) -> Document:
    """``text`` read as a rules document; DocumentError says where it breaks the format."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff").split("\n")
    number, title = _title(lines)
    reader = _Reader()
    for index in range(number, len(lines)):
        reader.read(index + 1, lines[index])
    return reader.document(title)


def _title(lines: list[str]) -> tuple[int, str]:
    """The index of the line after the ``# Title`` line (blank lines before it are allowed)."""
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        found = _TITLE.match(line)
        if found is None:
            raise DocumentError(index + 1, "the document must begin with a '# Title' line")
        return index + 1, found.group(1)
    raise DocumentError(0, "the document is empty")


class _Reader:
    """Reads line after line into sections, closing a paragraph or list at a blank line."""

    def __init__(self) -> None:
        self.intro: list[Block] = []
        self.sections: list[Section] = []
        self._heading: tuple[str, int, str] | None = None
        self._blocks: list[Block] = []
        self._lines: list[str] = []  # the paragraph being read
        self._items: list[str] = []  # the list being read
        self._list_kind = ""

    def read(self, number: int, line: str) -> None:
        stripped = line.strip()
        if not stripped:
            self._close_block()
            return
        if stripped.startswith("#"):
            self._read_heading(number, stripped)
            return
        picture = _PICTURE.match(stripped)
        if picture is not None:
            self._close_block()
            self._blocks.append(Block(PICTURE, text=picture.group(1), key=picture.group(2)))
            return
        if "](picture:" in stripped:
            raise DocumentError(number, "a picture is '![caption](picture:key)' on its own line")
        self._read_text(stripped, line)

    def _read_heading(self, number: int, line: str) -> None:
        found = _HEADING.match(line)
        if found is None:
            raise DocumentError(number, "a heading is '## Title {#id}' or '### Title {#id}'")
        marks, title, section_id = found.groups()
        if not _ID.match(section_id):
            raise DocumentError(number, f"the id {section_id!r} is not lower-case a-z, 0-9, - or _")
        if any(section.id == section_id for section in self.sections) or (
                self._heading is not None and self._heading[0] == section_id):
            raise DocumentError(number, f"the id {section_id!r} is used twice")
        self._close_section()
        self._heading = (section_id, len(marks), title)

    def _read_text(self, stripped: str, line: str) -> None:
        bullet, numbered = _BULLET.match(stripped), _NUMBERED.match(stripped)
        item = bullet or numbered
        if item is not None and not self._lines:
            kind = BULLETS if bullet else NUMBERS
            if self._items and kind != self._list_kind:
                self._close_block()
            self._list_kind = kind
            self._items.append(item.group(1))
        elif self._items and line[:1].isspace():
            self._items[-1] += " " + stripped  # an item's text going on, indented
        else:
            if self._items:
                self._close_block()
            self._lines.append(stripped)

    def _close_block(self) -> None:
        if self._lines:
            self._blocks.append(Block(PARAGRAPH, text=" ".join(self._lines)))
        elif self._items:
            self._blocks.append(Block(self._list_kind, items=tuple(self._items)))
        self._lines, self._items = [], []

    def _close_section(self) -> None:
        self._close_block()
        if self._heading is None:
            self.intro.extend(self._blocks)
        else:
            section_id, level, title = self._heading
            self.sections.append(Section(section_id, level, title, tuple(self._blocks)))
        self._blocks = []

    def document(self, title: str) -> Document:
        self._close_section()
        self._heading = None
        return Document(title, tuple(self.intro), tuple(self.sections))


# -- looking at the words -----------------------------------------------------------------------

def plain(text: str) -> str:
    """Running text without its marks: links become their words, bold and italic their text."""
    text = _LINK.sub(r"\1", text)
    text = _BOLD.sub(r"\1", text)
    return _ITALIC.sub(r"\1", text)


def plain_text(document: Document) -> str:
    """Everything a reader reads, one piece a line: title, headings, paragraphs, items."""
    pieces = [document.title]
    for block in document.intro:
        pieces += block.texts()
    for section in document.sections:
        pieces.append(section.title)
        for block in section.blocks:
            pieces += block.texts()
    return "\n".join(plain(piece) for piece in pieces)


def word_count(text: str) -> int:
    return len(_WORD.findall(text))


# -- writing HTML for a QTextBrowser --------------------------------------------------------------

def inline_html(text: str) -> str:
    """One piece of running text as HTML: escaped first, so typed tags stay characters."""
    escaped = html.escape(text, quote=False)
    escaped = _LINK.sub(lambda m: f'<a href="#{html.escape(m.group(2))}">{m.group(1)}</a>',
                        escaped)
    escaped = _BOLD.sub(r"<b>\1</b>", escaped)
    return _ITALIC.sub(r"<i>\1</i>", escaped)


def picture_url(key: str) -> str:
    """The name a picture is known by among the text document's resources."""
    return f"picture:{key}"


def to_html(document: Document, pictures: dict[str, int] | None = None, *,
            title: bool = True) -> str:
    """The document as HTML. ``pictures`` maps the keys that have a picture to the width it is
    shown at; a picture without one shows its caption alone. ``title=False`` leaves the title
    to the page's frame (the viewer's heading)."""
    pictures = pictures or {}
    parts = [f'<h1>{inline_html(document.title)}</h1>'] if title else []
    parts += [_block_html(block, pictures) for block in document.intro]
    for section in document.sections:
        tag = f"h{section.level}"
        # The anchor wraps the heading's words: Qt drops the name of an empty anchor.
        parts.append(f'<{tag}><a name="{section.id}">{inline_html(section.title)}</a></{tag}>')
        parts += [_block_html(block, pictures) for block in section.blocks]
    return "\n".join(parts)


def _block_html(block: Block, pictures: dict[str, int]) -> str:
    if block.kind == PARAGRAPH:
        return f"<p>{inline_html(block.text)}</p>"
    if block.kind in (BULLETS, NUMBERS):
        tag = "ul" if block.kind == BULLETS else "ol"
        items = "".join(f"<li>{inline_html(item)}</li>" for item in block.items)
        return f"<{tag}>{items}</{tag}>"
    caption = f'<p class="caption">{inline_html(block.text)}</p>' if block.text else ""
    width = pictures.get(block.key)
    if width is None:
        return caption
    image = f'<p class="picture"><img src="{picture_url(block.key)}" width="{width}"></p>'
    return image + caption


# -- finding a game's documents -----------------------------------------------------------------

RULES, QUICK = "rules", "quick"  # the full rules and the quick reference
FALLBACK_LANGUAGE = "en"


@dataclass(frozen=True)
class Loaded:
    """What was found for a game, kind and language: the document (None: nothing readable),
    the language it is in, and what went wrong on the way (``missing``: no file in the asked
    language; ``error``: the file that could not be read, and why)."""

    document: Document | None
    language: str
    missing: bool = False
    error: DocumentError | OSError | None = None


def document_path(folder: Path, game_id: str, kind: str, language: str) -> Path:
    return folder / game_id / f"{kind}.{language}.md"


def load(folder: Path, game_id: str, kind: str, language: str) -> Loaded:
    """The document in ``language``, else the English one (saying the asked one is missing).
    Never raises: a broken file is reported in ``error``."""
    path = document_path(folder, game_id, kind, language)
    if not path.is_file() and language != FALLBACK_LANGUAGE:
        english = load(folder, game_id, kind, FALLBACK_LANGUAGE)
        return Loaded(english.document, english.language, True, english.error)
    try:
        return Loaded(parse(path.read_text(encoding="utf-8")), language)
    except FileNotFoundError:
        return Loaded(None, language, missing=True)
    except (OSError, UnicodeDecodeError) as problem:
        return Loaded(None, language, error=OSError(str(problem)))
    except DocumentError as problem:
        return Loaded(None, language, error=problem)
