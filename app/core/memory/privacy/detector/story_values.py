"""An invented document number, account or card in the writer's own story, thriller, scene or role-play (round 43,
rfalse; sets broad-zzz89): "My thriller has a ransom note with a bank account: GB67 BARC ...", "En mi thriller el
secuestrador exige el rescate en la cuenta ES17 ...", "Mi personaje enseña un DNI falso, 29267434W", "Мой герой
показывает поддельный ИНН 172089440140", "Моя героїня подає фальшивий ідентифікаційний код 6508608306".

The value rules (and the learned number model) read a shape and a keyword; they do not know whose world the value
belongs to. A writer who asks for a ransom note, a forged passport scene or a spy's account number makes the value up
(often from a generator, so it passes its check). Fiction was 3.2 % false red in the zzz89 set. People frame the story
the same way in all seven languages, and story_homes.py (round 42) already reads those frames for a character's home:
"in my novel / thriller / story", "ich schreibe einen Krimi", "en mi novela", "dans mon roman", "w mojej powieści",
"у моєму романі", "в моём рассказе", a role-play or a game's campaign, and the writer's character ("my protagonist",
"mi personaje", "mon personnage", "moja bohaterka", "мій персонаж", "мой герой"). Its frames are reused here, with the
same scope: the frame stands in the value's own sentence or in the message's first sentence.

Red limits: the writer's own value put into the story - a first-person possessive on the value's word ("put my IBAN in
the story", "my character uses my PESEL", "mi DNI", "meine Steuer-ID", "mon numéro de carte", "мій ІПН", "мой паспорт"),
"mine", or the writer's life named as story_homes.py reads it (a relative, a friend, the writer's home, "real",
"really", "based on", "prawdziwy", "настоящий" ...). Contacts are left to their own rules (a phone number, an e-mail, a
payment handle and an IP address are the writer's often enough even in a story's request: "send the story to me at
..."), and so are secrets (secrets.py has its own fiction rule).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import first_sentence_end, sentence_bounds
from app.core.memory.privacy.detector.story_homes import REAL, _frames, may_tell_story

__all__ = ["drop_story_values", "may_tell_story", "story_value_spans"]

# contact values stay with their own rules (see the docstring)
_CONTACTS = frozenset(("phone number", "e-mail address", "payment handle", "home IP address"))

# the writer's own value: a first-person possessive (an "own"/"real" word may stand between) on a value's word, or
# "mine" said of it; (?i) and folded like story_homes.py's patterns, so "moj pesel", "мои документы" read too
_OWN = caseless_folded_lazy(
    r"(?<![\w'])(?:"
    r"(?:my|mein\w*|mi|mis|mon|mes|moj\w*|mój|mojego|мій|мою|мого|моєї|моїй|моєму|мої|мой|моего|моей|моему|мои|"
    r"моим|моём|моем)\s+"
    r"(?:(?:own|real|actual|personal|eigene\w*|echte\w*|persönlich\w*|propi\w*|verdader\w*|personal|vrai\w*|propre|"
    r"personnel\w*|własn\w*|prawdziw\w*|osobist\w*|власн\w*|справжн\w*|особист\w*|собствен\w*|настоящ\w*|реальн\w*|"
    r"личн\w*)\s+)?"
    r"(?:iban|bank|account|acct|card|credit|debit|sort code|pesel|nip|regon|dni|nie|nif|nss|ssn|social security|sin|"
    r"national insurance|ni number|nhs|passport|driving|licen[cs]e|tax|id|identity|number|details|data|"
    r"konto\w*|karte\w*|kreditkarte\w*|steuer\w*|ausweis\w*|pass\w*|personalausweis\w*|sozialversicherung\w*|"
    r"versicherung\w*|nummer\w*|daten|bankverbindung\w*|"
    r"cuenta\w*|tarjeta\w*|pasaporte\w*|n[uú]mero\w*|datos|documento\w*|carn[eé]\w*|"
    r"compte\w*|carte\w*|passeport\w*|num[eé]ro\w*|donn[eé]es|coordonn[eé]es|rib|"
    r"rachun\w*|kart\w*|paszport\w*|numer\w*|dowod\w*|dowód|dane|danych|"
    r"рахун\w*|картк\w*|карт\w*|паспорт\w*|номер\w*|код\w*|інн|іпн|ипн|инн|снилс\w*|счет\w*|счёт\w*|дан\w*|документ\w*)"
    # (French "ma" only before a French word: Polish "ma kartę" is "has a card" - "moja bohaterka ma kartę ...")
    r"|ma\s+(?:(?:vraie|propre|v[eé]ritable)\s+)?(?:carte|pi[eè]ce|s[eé]curit[eé]|cb)"
    r"|mine|meins|meiner|el mío|la mía|mío|mía|le mien|la mienne|mien|mienne"
    r")(?![\w'])")


# "script" is a program's or a prescription's as often as a film's ("Mi script dice que el DNI ... no es válido", "nhs
# no. ... move my script review"), so a script frame drops no value here (round 43 merge; a film script's invented value
# stays red - a false red, not a lost one)
_SCRIPT = LazyPattern(r"(?i)(?<![\w'])scripts?(?![\w'])")
# a game is bought, played and paid for as often as it is written ("mum's card for the game purchase: 2396 ..."); a
# game's frame keeps its place in story_homes.py (a character's home), not here where a real card would go green
_GAME = LazyPattern(r"(?i)(?<![\w'])(?:games?|gier|gry|grze|spiel\w*|juego\w*|jeu|jeux|гр[аиуі]\w*)(?![\w'])")


def _framed_spans(t: str) -> list[tuple[int, int]]:
    """The sentences of `t` a story frame covers: every sentence when the message's first sentence holds a frame, else
    each sentence holding one; none when the message puts the writer's own value or life into the story."""
    frames = [at for at in _frames(t) if _SCRIPT.search(t, at, at + 25) is None and _GAME.search(t, at, at + 25) is None]
    if not frames or REAL.search(t) is not None or _OWN.search(t) is not None:
        return []
    first = first_sentence_end(t)
    if any(at < first for at in frames):
        return [(0, len(t))]
    return [sentence_bounds(t, at) for at in frames]


def drop_story_values(t: str, findings: list[Finding], rejected: list[tuple[int, int]]) -> list[Finding]:
    """`findings` without the identifier findings (not contacts) a story frame covers; their spans go to `rejected`
    (the learned model must not score them either)."""
    if not any(f.kind is Kind.IDENTIFIER and f.reason not in _CONTACTS for f in findings):
        return findings
    spans = _framed_spans(t)
    if not spans:
        return findings
    kept = []
    for f in findings:
        if f.kind is Kind.IDENTIFIER and f.reason not in _CONTACTS and any(s <= f.start and f.end <= e for s, e in spans):
            rejected.append((f.start, f.end))
            continue  # an invented value in the writer's story
        kept.append(f)
    return kept


def story_value_spans(t: str) -> list[tuple[int, int]]:
    """The spans the learned number model must not score: the sentences a story frame covers (read only when the model
    has a candidate)."""
    return _framed_spans(t) if may_tell_story(t) else []
