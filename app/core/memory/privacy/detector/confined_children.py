"""A child locked up by a parent: a cellar, a cupboard, a shed (round 41, rrel; set broad-zzz80): "Un élève de CE2,
Yanis, m'a dit que sa mère l'enferme dans la cave", "my stepdad used to lock me in the basement".

kin_abuse.py and beaten_kin.py read blows; locking a child in a dark place is abuse told without a blow, by a teacher
reporting a pupil or by the writer of their own childhood. In en, pl, de, es, fr, uk and ru: a lock-up verb with a
person as its object ("locks him / me / Yanis in", "l'enferme", "sperrt ihn ... ein", "la encierra", "zamyka go",
"замикає його", "запирает её") and a place of confinement within a few words (cellar, basement, cupboard, closet,
shed, cage; cave, placard; Keller, Schrank; sótano, armario; piwnica, szafa; підвал, шафа; подвал, шкаф), with a parent
word in the message (mother, stepfather, maman, Vater, madre, ojciec, мама, отчим ...).

Green limits: things locked away ("lock the bikes in the shed": no personal object), a child who locks himself in ("he
locked himself in the bathroom": a reflexive), a denial, fiction and the news, no parent in the message (a prank
among pupils).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the lock-up verbs, every red path holds one, also typed without diacritics
_GATE = word_gate("lock", "shut", "sperrt", "sperrte", "gesperrt", "gesteckt", "enferm", "encierr", "encerr", "zamyka", "zamkn",
                  "замика", "замкн", "зачиня", "запира", "запер", "закрыва")


_PLACE = (r"(?:cellar|basement|cupboard|closet|wardrobe|shed|cage|attic|coal hole|dog kennel|kennel|"
          r"keller|schrank|abstellkammer|besenkammer|kammer|dachboden|käfig|verschlag|"
          r"cave|placard|cagibi|cellier|grenier|débarras|niche|"
          r"sótano|armario|trastero|desván|jaula|cuarto oscuro|"
          r"piwnic\w*|szaf\w*|komórk\w*|komórc\w*|schowk\w*|klatc\w*|strych\w*|"
          r"підвал\w*|шаф\w*|комірк\w*|комірц\w*|погреб\w*|льох\w*|клітк\w*|кліт\w*|горищ\w*|"
          r"подвал\w*|шкаф\w*|кладовк\w*|чулан\w*|клетк\w*|чердак\w*)")
_LOCKS = _lazy(
    r"(?<![\w'’])(?:(?:locks?|locked|locking|shuts?|shutting) (?:him|her|me|us|(?-i:[A-Z][a-z]+)) (?:\w+ ){0,2}?"
    r"(?:in|into|inside) (?:the|a|his|her|our|my) (?:\w+ )?" + _PLACE + r"|"
    r"(?:sperrt|sperrte|hat) (?:ihn|sie|mich|uns|(?-i:[A-ZÄÖÜ][a-zäöüß]+)) (?:\w+ ){0,3}?in (?:den|die|das|einen|eine|"
    r"ein|seinen|ihren|ihr) (?:\w+ )?" + _PLACE + r"\w*|(?:im|in der|in den) " + _PLACE + r"\w* (?:\w+ )?"
    r"(?:ein|eingesperrt)|(?:ihn|sie|mich|uns) (?:\w+ ){0,3}?(?:in (?:den|die|das|einen|eine|ein) |im )(?:\w+ )?"
    + _PLACE + r"\w* (?:\w+ )?(?:gesperrt|eingesperrt|einsperrt|gesteckt)|"
    r"(?:l'|m'|les |nous )(?:enferm\w*|a enfermée?|avait enfermée?) (?:\w+ ){0,2}?dans (?:la|le|un|une|sa|son|l') ?"
    r"(?:\w+ )?" + _PLACE + r"|"
    r"(?:lo|la|me|nos|le|los|las) (?:encierra\w*|encerr\w*) (?:\w+ ){0,2}?en (?:el|la|un|una|su) (?:\w+ )?" + _PLACE
    + r"|(?:zamyka|zamykał\w*|zamknął|zamknęła|zamykają) (?:go|ją|mnie|nas|je) (?:\w+ ){0,2}?w (?:\w+ )?" + _PLACE
    + r"|(?:замика\w*|замкну\w*|зачиня\w*|зачини\w*) (?:його|її|мене|нас) (?:\w+ ){0,2}?(?:в|у) (?:\w+ )?" + _PLACE
    + r"|(?:запира\w*|запер\w*|закрыва\w*) (?:его|её|ее|меня|нас) (?:\w+ ){0,2}?(?:в|во) (?:\w+ )?" + _PLACE + r")"
    r"(?!\w)")
_PARENT = _lazy(
    r"(?<!\w)(?:mother|mum|mom|father|dad|stepdad|stepmum|stepmom|stepfather|stepmother|parents?|mutter|mama|vater|"
    r"papa|stiefvater|stiefmutter|eltern|mère|maman|père|beau-père|belle-mère|madre|mamá|padre|papá|padrastro|"
    r"madrastra|matka|mamy|mamą|ojciec|ojczym|macocha|rodzice|tata|тато|мама|мати|батько|вітчим|мачуха|батьки|мать|"
    r"отец|папа|отчим|мачеха|родители|his mum|her mum|sa mère|son père|su madre|su padre|jego matka|його мати|"
    r"его мать)(?!\w)")
_NOT = _lazy(r"(?<!\w)(?:never|nie|nigdy|nie|jamais|nunca|ніколи|никогда|novel|film|movie|series|story|roman|serie|"
             r"série|película|novela|powieś\w*|serial\w*|фільм\w*|фильм\w*|серіал\w*|сериал\w*|news|article|artikel|"
             r"noticia|artykuł\w*|статт\w*|стать[яиюе]|fairy tale|märchen|conte|cuento|baśń|казк\w*|сказк\w*)(?!\w)")


def find_confined_children(t: str) -> list[Finding]:
    """An intimate-life finding over the sentence of normalised `t` telling a child locked up by a parent (see the
    doc)."""
    if not opens(t, _GATE):
        return []
    m = _LOCKS.search(t)
    if m is None or not _PARENT.search(t) or _NOT.search(t):
        return []
    a, b = stop_bounds(t, m.start(), m.end())
    begin = after_spaces(t, a, b)
    return [Finding(Kind.RELATIONSHIP, _REASON, begin, max(b, begin))]
