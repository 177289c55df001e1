"""Round 48 (rids): the password a nursery, a school or a club asks of whoever picks a child up - "Hasło przy odbiorze
Helenki ze świetlicy: "żółty parasol"", "La palabra clave para recoger a Alba en el comedor es "tortuga verde"",
"Пароль, щоб забрати Настю з садка: "зелений слоник"", "pick-up password for Ella at the nursery: "blue kite"",
"Codewort für die Abholung von Mia: "gelber Schirm"", "le mot de passe pour récupérer Léa à la crèche : « girafe
bleue »", "Пароль, чтобы забрать Машу из садика: "синий кит"".

The password readers take a value right after the password's word and a copula or a colon ("hasło: ...", "la
contraseña es ..."); the pick-up password is named with the child and the place between the word and the value ("przy
odbiorze Helenki ze świetlicy"), and Spanish says "palabra clave" (no password word of the readers'). Whoever knows it
takes the child home: a secret like a door code.

Read (gated on the password words): a password word, then in the same sentence a pick-up verb or noun ("odbiór",
"recoger", "abholen", "récupérer", "забрати", "pick up", "collect") within eighty characters, then a colon,
a dash or a copula and the value in quotes (one to four words), or after a colon one to three words up to the sentence's
end. Green limits: no value (a question how such passwords work, "the nursery wants a pick-up password"), an example
("something like "purple elephant"", "np.", "z.B.", "por ejemplo"), a story, an old password no longer used, a
placeholder ("password", "xxx").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.lazy import LazyPattern

REASON = "password"

# the password's word (lower-cased text): the readers' and the code words a school uses for it
_WORD = (r"password|passphrase|pass word|code word|codeword|safe word|safeword|secret word|"
         r"\w*passwort|\w*kennwort|\w*codewort|\w*losungswort|"
         r"hasło|haslo|słowo kluczowe|slowo kluczowe|słowo kodowe|slowo kodowe|"
         r"contraseña|contrasena|palabra clave|palabra secreta|palabra de paso|clave|"
         r"mot de passe|mot de code|mot secret|code secret|"
         r"пароль|кодове слово|кодовое слово|секретне слово|секретное слово|кодове|кодовое")
# picking the child up, as a verb or a noun
_PICKUP = (r"pick(?:ing|s|ed)? (?:\w+ )?up|pick-?up|collect\w*|"
           r"abhol\w*|abgeholt|"
           r"odbi[oeó]r\w*|odebra\w*|odbiera\w*|"
           r"recog\w*|recoj\w*|buscar|"
           r"r[ée]cup[ée]r\w*|chercher|"
           r"забра\w*|забира\w*|забер\w*|забрат\w*")
_QUOTED = r"[\"“„«'‘‚]([^\W\d_][^\W_]*(?:[ \-][^\W\d_][^\W_]*){0,3})[\"”“»'’‘]"
_BARE = r"([^\W\d_]+(?: [^\W\d_]+){0,2})(?=[ \t]*(?:[.!,;\n]|$))"
_PASSWORDS = LazyPattern(
    r"(?<![^\W\d_])(?:" + _WORD + r")(?![^\W\d_])"
    r"(?P<gap>[^.!?\n\"“„«]{0,80}?)"
    r"[ \t]*(?:(?P<colon>[:=\-–—])|(?<![^\W\d_])(?:is|es|est|ist|to|jest|це|это|є|c['’]est)(?![^\W\d_]))[ \t]*(?:(?:is|es|est|ist|to|jest)[ \t]+)?"
    r"(?:" + _QUOTED + r"|(?P<bare>" + _BARE + r"))"
)
_PICKUP_CUE = re.compile(r"(?<![^\W\d_])(?:" + _PICKUP + r")")
# an example, a story, an old or a changed password, a question about choosing one
_NOT = re.compile(
    r"(?<![^\W\d_])(?:e\.g\.|example\w*|something like|such as|sample|np\.|przyk[łl]ad\w*|co[śs] jak|z\.b\.|beispiel\w*|"
    r"etwas wie|ejemplo|algo como|p\. ?ej\.|par exemple|quelque chose comme|exemple|наприклад|например|щось типу|"
    r"что-то вроде|"
    r"story|novel|roman|geschichte|opowiadani\w*|cuento|novela|histoire|оповідан\w*|рассказ\w*|"
    r"old|former|previous|used to|alte|alten|altes|bisherig\w*|fr[üu]her\w*|stare|stary|starego|poprzedni\w*|dawn\w*|"
    r"antigu\w*|anterior|ancien\w*|старий|старе|старого|старый|старое|старого|попередн\w*|прежн\w*|"
    r"no longer|not any more|nicht mehr|ju[żz] nie|ya no|plus valable|більше не|больше не)(?![^\W\d_])")
_PLACEHOLDER = frozenset(("password", "passwort", "hasło", "haslo", "contraseña", "пароль", "xxx", "xxxx", "secret",
                          "geheim", "sekret", "secreto", "secret word", "tbd", "todo", "ask", "none", "brak", "kein",
                          "ninguna", "aucun", "немає", "нет"))
# the bare value's first word a function word, a verb or a pronoun: "hasło do odbioru: zapytaj w sekretariacie"
_BARE_NOT = re.compile(
    r"(?:the|a|an|ask|see|on|in|at|we|i|you|it|they|is|not|no|same|zapytaj|w|na|jest|nie|taki|das|die|der|ein|eine|"
    r"ich|wir|frag\w*|siehe|el|la|los|las|un|una|en|pregunta|no|le|les|un|une|dans|sur|demande\w*|je|nous|"
    r"в|на|у|не|запита\w*|спрос\w*|такий|такой|той|тот|цей|этот)(?![^\W\d_])")


def find_pickup_passwords(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each password for picking a child up said with its value (`low`: lower-cased,
    the same length as `text`; see the module's doc)."""
    for m in _PASSWORDS.finditer(low):
        gap = m.group("gap")
        if not _PICKUP_CUE.search(gap):
            continue  # a password of something else: the other readers'
        if m.group("bare") is not None:
            if m.group("colon") is None or _BARE_NOT.match(m.group("bare")):
                continue  # (unquoted only after a colon, and no function word: "... is on the form")
            span = m.span("bare")
        else:
            span = m.span(3)
        value = low[span[0]:span[1]]
        if value in _PLACEHOLDER or len(value.replace(" ", "")) < 3:
            continue
        begin = max(low.rfind(". ", 0, m.start()), low.rfind("\n", 0, m.start()), low.rfind("? ", 0, m.start()), 0)
        stop = min((i for i in (low.find(". ", span[1]), low.find("\n", span[1])) if i >= 0), default=len(low))
        if _NOT.search(low, begin, stop):
            continue
        add(REASON, *span)
