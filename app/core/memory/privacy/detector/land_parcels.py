"""Round 50 (rids): a land parcel's or a land register's number tied to its owner - the writer, the writer's family, a
named neighbour - in the seven languages: "La parcelle AB 0417 ... c'est celle de mon voisin Jean-Luc Perrot",
"Ділянка 3222486200:03:001:0458 належить сусіду Грищенку Петру", "tata prosi ... jego działkę, KW GD1G/00780546/3",
"Grundbuch von Pankow, Blatt 12874, Eigentümer Klaus und Ines Reiter", "la referencia catastral de mi casa: 3762955VK...",
"кадастровый номер моей квартиры 50:21:0110114:2051", "the title number of my mum's house is NGL123456".

A cadastral number opens the public register of one plot or flat (its owners, mortgages, easements) to anyone: given
with its owner it names where that person lives and what they own. The same number of a plot in a listing, of a flat
one wants to buy, of a town's sports hall, of a handbook's example stays green, as the development sets label them
("Кадастровий номер ділянки, яку ми купуємо, ...", "Grundbuch von Pankow, Blatt 12874 - wie komme ich als
Kaufinteressent an einen Auszug?", "Parcelle cadastrale section AB n° 0214 à Annecy, comment voir le PLU ?").

The value shapes (one pattern): the Ukrainian cadastral number (10:2:3:4 digits), the Russian one (2:2:6-7:n), the
Spanish referencia catastral (20 characters, urban and rural; round 51 (rutil): its blocks spaced too), the Polish księga wieczysta with "KW" before it (its
check digit: checksums.polish_kw_ok; land_registers.py reads the bare one said as the writer's home) and the działka
ewidencyjna's number or TERYT identifier after its word, the French parcel (section letters and number after
"parcelle" / "cadastrée"), the German Flurstück and "Grundbuch(blatt) von X, Blatt N", the English "title number".
Wanted beside it (within its sentence and the one before): an owner - the writer's possessive, a relative, a neighbour,
or an owner's word or verb followed by a name ("Eigentümer Klaus", "належить сусіду", "belongs to Mr ...").
Not when the message reads as a listing, a purchase, a public body's plot or an example (_AWAY).
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.name_letters import LOW, UP
from app.core.memory.privacy.detector.sentence_scope import sentence_start

REASON = "land register number"

# the value by its shape alone (case as written: upper-case letters and digits); the caller runs it on a text with a run
# of seven digits at least
_SHAPE = LazyPattern(
    r"(?<![\w:/])(?:\d{10}:\d{2}:\d{3}:\d{4}|\d{2}:\d{2}:\d{6,7}:\d{1,7})(?![\w:/])"  # UA, RU cadastral numbers
    # ES referencia catastral (round 51: its blocks spaced as the deeds print them, "1501549 GE0514W 0011 JR")
    r"|(?<![\w/])(?:\d{7} ?[A-Z]{2} ?\d{4} ?[A-Z] ?\d{4} ?[A-Z]{2}|\d{5}[A-Z]\d{12}[A-Z]{2})(?![\w/])"
    r"|(?<![\w/])(?P<court>[A-Z]{2}\d[A-Z])\s?/\s?(?P<num>\d{8})\s?/\s?(?P<check>\d)(?![\w/])")  # PL księga wieczysta
# the value after its word (the pattern's words gate it)
_WORDED = LazyPattern(
    r"(?i:\bdzia[lł]k\w*\s(?:ewidencyjn\w*\s)?(?:nr\.?\s?|numer\s)?)(?:\d{6}_\d\.\d{4}\.)?\d{1,5}(?:/\d{1,4})?(?![\w/])"
    r"|(?i:\bparcelles?\s(?:cadastr\w+\s)?(?:section\s)?|\bcadastr[ée]es?\s(?:section\s)?)"
    r"[A-Z]{1,2}\s?(?:(?i:n[°º]|no\.?)\s?)?\d{1,4}\b"
    r"|(?i:\bflurst(?:ü|ue|u)ck\w*\s(?:nr\.?\s?)?)\d{1,5}(?:/\d{1,4})?(?![\w/])"
    r"|(?i:\bgrundbuch(?:blatt)?\s(?:von\s)?)[" + UP + r"][" + LOW + r"\-]+,?\s(?i:blatt\s(?:nr\.?\s?)?)\d{1,6}\b"
    r"|(?i:\btitle\s(?:number|no\.?)(?:\s(?:of|for)\s[^\d.?!\n]{1,40}?)?\s(?:is\s)?:?\s?)[A-Z]{2,3}\d{1,7}\b")
# an owner near the value: the writer's (the household's) possessive, a relative, a neighbour (lower-cased text)
_OWNER = LazyPattern(
    r"(?<![^\W\d_])(?:mój|moj[aeiuy]\w*|mojej|nasz\w*|my|our|mine|mein\w*|unser\w*|nuestr\w*|mon|mes\s(?:parents|grands|beaux)|notre|"
    r"mis?\s(?:casa|piso|finca|parcela|terreno|vivienda|chalet|local|propiedad|familia)|ma\s(?:maison|parcelle|propri)|"
    r"мій|моя|мо[єї]|мого|моєї|моєму|наш\w*|мой|моей|моего|моём|моем|"
    r"tat[aąy]|tacie|ojc\w*|mam[aąę]|mamie|matk\w*|rodzic\w*|dziad\w*|babci\w*|babk\w*|teści\w*|teść|brat\w*|siostr\w*|wuj\w*|"
    r"ciotk\w*|sąsiad\w*|dad|mum|mom|father|mother|parents?|grand(?:ma|pa|mother|father|parents?)|brother|sister|uncle|"
    r"aunt|in-laws?|neighbou?r\w*|vater|mutter|eltern|oma|opa|bruder|schwester|onkel|tante|schwieger\w*|nachbar\w*|"
    r"padres?|madre|abuel[oa]s?|herman[oa]s?|t[ií][oa]s?|suegr[oa]s?|vecin[oa]s?|p[èe]re|m[èe]re|grand-p[èe]re|"
    r"grand-m[èe]re|grands-parents|fr[èe]re|s(?:œ|oe)ur|oncle|beaux?-parents|voisin\w*|"
    r"тат\w*|батьк\w*|мам\w*|бабус\w*|дідус\w*|брат\w*|сестр\w*|сусід\w*|отц\w*|отец|папа|папы|бабушк\w*|дедушк\w*|сосед\w*"
    r")(?![^\W\d_])")
# an owner's word or verb followed by a capitalised name (case as written): "Eigentümer Klaus und Ines Reiter",
# "належить Грищенку", "appartient à M. Perrot", "Titular: Javier"
_HOLDER = LazyPattern(
    r"(?i:\b(?:eigent[üu]mer(?:in)?|owners?|owned by|belongs to|geh[öo]rt|propri[ée]taires?|appartient [àa]|"
    r"propietari[oa]s?|titular|pertenece a|w[łl]a[śs]ciciel\w*|nale[żz]y do|власни\w*|належить|владел\w*|"
    r"собственни\w*|принадлежит)\W{1,3}(?:(?:herrn?|frau|mr|mrs|ms|m\.|mme|pan[ai]?|pani|don|do[ñn]a|sr\.?|sra\.?)\s)?)"
    r"[" + UP + r"][" + LOW + r"]+")
# a listing, a purchase, a public body's plot, an example: the number is not a person's (lower-cased text)
_AWAY = LazyPattern(
    r"ogłosz|oglosz|ogłoszeni|sprzedaż|kupi[ćc]|kupuj|kupujemy|chcemy kupi|listing|for sale|buying|we'?re buying|"
    r"expos[ée]|kaufinteress|zu verkauf|kaufen|anuncio|en venta|a la venta|compr(?:ar|amos|o)\b|annonce|à vendre|"
    r"a vendre|achet|оголошен|продаж|прода[єю]|купу[єю]|купуємо|объявлени|продаёт|продает|покупа|"
    r"przyk[lł]ad|wz[oó]r|example|beispiel|ejemplo|exemple|приклад|пример|sample|fikcyj|fiction|roman\b|novela|"
    r"\bbip\b|gmin[ayie]\b|urz[eę]d|municipal|ayuntamiento|mairie|commune\b|gemeinde|stadt\b|громад|міськрад|"
    r"муніцип|администрац")


def find_land_parcels(text: str, low: str, longest: int, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each land parcel's or register's number tied to its owner (module doc);
    `longest` is the text's longest run of digits."""
    if longest >= 7:
        _owned(_SHAPE.finditer(text), text, low, add)
    _owned(_WORDED.finditer(text), text, low, add)


def _owned(matches, text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    for m in matches:
        if m.lastindex and m.group("court") and not ck.polish_kw_ok(m.group("court"), m.group("num"), m.group("check")):
            continue  # a made-up księga wieczysta (its check digit fails)
        lo = sentence_start(low, m.start(), max(0, m.start() - 200))
        lo = sentence_start(low, max(0, lo - 1), max(0, lo - 200)) if lo > 0 else lo
        hi = min(len(low), m.end() + 160)
        if _AWAY.search(low) is not None:
            return  # (the whole message: "В оголошенні ...", "Im Exposé steht ...")
        if _OWNER.search(low, lo, hi) is not None or _HOLDER.search(text, lo, hi) is not None:
            add(REASON, *m.span())
