"""A password described in words after its key word (round 31, rvoice).

People dictating to a phone, or telling someone a password aloud, do not type the value: they describe how to type
it - plain words, then the symbols spelled out, the case said, the digits as digits or words: "das Passwort ist
sonnenblume groß S dann 88", "mi contraseña es gato azul 77 todo junto", "mot de passe : soleil tiret 2024 avec un S
majuscule", "пароль: сонечко 77 з великої", "my pass is summer underscore 2024 all lowercase", "my password is
Hunter two twenty twenty four". The other password finders want the value as one token (secret_phrased_passwords.py)
or letters spelled one by one; here the mechanism is the description: after a password word (password, pass,
Passwort, Kennwort, hasło, contraseña, clave, mot de passe, mdp, пароль, a Wi-Fi key, a code word) and its copula or
colon, a value that opens with a word of its own and holds a typing instruction -

- a symbol said in words (dash, underscore, exclamation mark, hash; myślnik, podkreślnik, wykrzyknik; Bindestrich,
  Unterstrich, Ausrufezeichen; guion, guion bajo, almohadilla; tiret, tiret bas, dièse; дефіс, підкреслення, тире),
- a case instruction (capital, upper case, all lowercase; duże, wielka litera; groß, klein; mayúscula; majuscule;
  з великої, заглавная),
- "all together" (razem, zusammen, todo junto, attaché, разом, слитно, no spaces),
- or words followed by digits, typed or said, that end the value ("sonnenblume 88", "Hunter two twenty twenty four").

Green: a value that opens with a function or judging word ("my password is too short", "ist abgelaufen", "es débil",
"is not working", "is the same"), a policy or count ("at least 8 characters with a capital letter and a digit",
"case sensitive"), a password named as an example, a default or a good one ("a strong password is ..."), digits
that count something ("valid for 90 days").
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.gates import gated, opens, word_gate
from app.core.memory.privacy.detector.spoken_numbers import number_words

Add = Callable[[str, int, int], None]

_GATE = word_gate(
    "password", "passwort", "kennwort", "passcode", "pass", "hasł", "hasl", "contrase", "clave", "mot de passe", "mdp",
    "парол", "ключ", "klucz", "schlüssel", "key", "codeword", "code word", "codewort", "kodow", "кодов",
    "wifi", "wi-fi", "wlan", "router",  # ("wifi clé": every word _KEY needs is a key here)
)
# the password word, a few words naming whose or what for, then the copula or a colon
# (this and _OWN_KEY each behind its own word gate, gates.gated: _GATE's keys are substrings - "pass" in "passionate",
# "key" in "monkey" - and opened a quarter of the LoCoMo turns to two scans of ~40 us; the patterns need their words whole)
_KEY = gated(re.compile(
    r"(?<![\w])(?P<key>password|passwort|kennwort|passcode|pass|has(?:ło|lo)|contrase[ñn]a|clave|mot de passe|mdp|"
    r"пароль|паролем|(?:wi-?fi|wlan|router)[\s\-]?(?:key|schlüssel|klucz|clave|clé|cle|ключ)|code ?word|codewort|"
    r"(?:key|schlüssel|klucz|clave|clé|cle|ключ)(?: (?:to|for|für|fürs|zum|do|de|de la|del|du|від|от|до|для))? "
    r"(?:the |la |le |el |das )?(?:wi-?fi|wlan|router\w*|вайфаю|wi-fi-ю)|"
    r"słowo kodowe|hasło kodowe|кодове слово|кодовое слово)(?![\w])"
    r"(?P<gap>(?:[^\S\n]+[^\W\d][\w'’\-]*){0,4}?)[^\S\n]*"
    r"(?:[:=—–]|-(?=\s)|\s(?:is|was|ist|lautet|war|es|era|est|c'est|c’est|était|to|jest|brzmi|це|это|такий|такой)(?=\s))"
    r"[^\S\n]*[:—–]?[^\S\n]*"
))
# the writer's own password word with its value right after it, no copula
_OWN_KEY = gated(re.compile(
    r"(?<![\w])(?:my|mein|meine|mój|moje|mi|mon|мій|мой|наш|our|unser|nasze|nuestra|notre)[^\S\n]+"
    r"(?:password|passwort|kennwort|has(?:ło|lo)|contrase[ñn]a|clave|mot de passe|mdp|пароль)[^\S\n]+(?=[^\W\d])"
))
# a password named generically, as an example, a default: "a strong password is", "das Standardpasswort ist"
_GENERIC_BEFORE = re.compile(
    r"(?:^|[^\w])(?:a|an|any|every|each|good|strong|secure|safe|example|sample|default|dummy|test|typical|common|"
    r"ein|eine|jedes|gutes|sicheres|starkes|beispiel\w*|standard\w*|"
    r"jakieś|każde|dobre|silne|bezpieczne|przykładowe|domyślne|"
    r"un|una|cualquier|buena|segura|fuerte|ejemplo|predeterminada|"
    r"bon|fort|sûr|exemple|défaut|"
    r"хороший|надійний|надежный|сильний|сильный|приклад|пример|стандартний|стандартный)[^\S\n]+(?:[\w\-]+[^\S\n]+)?\Z"
)
_GENERIC_GAP = re.compile(
    r"(?i)\b(?:example|sample|default|dummy|test|beispiel|standard|przykład\w*|domyśln\w*|ejemplo|por defecto|"
    r"exemple|par défaut|приклад|пример|за замовчуванням|по умолчанию|policy|richtlinie|polityk\w*|política|politique|"
    r"політик\w*|политик\w*|requirement\w*|anforderung\w*|wymagani\w*|requisito\w*|exigence\w*|вимог\w*|требован\w*)\b"
)

_TOKEN = re.compile(r"[^\s,;()\"'„“”«»]+")
_SENTENCE_END = re.compile(r"\n|[.!?](?:\s|$)|[!?]")

# spelled-out symbols (single words, and the two-word ones joined with a space)
_SYMBOLS = frozenset((
    "dash hyphen underscore underline exclamation hash hashtag dollar asterisk ampersand percent slash backslash tilde "
    "myślnik myslnik podkreślnik podkreslnik podkreślenie podkreslenie wykrzyknik kratka kratką gwiazdka gwiazdką "
    "ukośnik ukosnik dolar procent "
    "bindestrich unterstrich ausrufezeichen raute sternchen schrägstrich prozentzeichen dollarzeichen "
    "guion guión almohadilla asterisco exclamación exclamacion "
    "tiret dièse diese astérisque asterisque esperluette "
    "дефіс дефис тире підкреслення подчёркивание подчеркивание решітка решётка решетка зірочка звёздочка звездочка "
    "оклику восклицательный"
).split())
_SYMBOL_PAIRS = frozenset((
    "at sign", "dollar sign", "pound sign", "exclamation mark", "exclamation point", "question mark", "guion bajo",
    "guión bajo", "barra baja", "signo de exclamación", "signo de exclamacion", "tiret bas", "point d'exclamation",
    "point d’exclamation", "знак оклику", "нижнє підкреслення", "нижнее подчёркивание", "нижнее подчеркивание",
    "знак долара",
))
# case instructions (single words; "upper case", "з великої" are read as their second word or their own)
_CASE = frozenset((
    "capital capitals capitalised capitalized uppercase upper-case lowercase lower-case caps "
    "duże duża dużą dużym dużymi wielka wielką wielkie wielkimi małe mała małą małymi "
    "groß große großem großen großes grossem grosses großbuchstabe großbuchstaben großgeschrieben kleingeschrieben "
    "kleinbuchstaben "
    "mayúscula mayúsculas mayuscula mayusculas minúscula minúsculas minuscula minusculas "
    "majuscule majuscules minuscule minuscules "
    "великої великою великими великої маленької маленькими заглавная заглавной заглавными заглавную прописная "
    "прописной прописными строчная строчной строчными большой большими"
).split())
_CASE_PAIRS = frozenset(("upper case", "lower case", "all lowercase", "all caps", "with a capital", "klein geschrieben",
                         "groß geschrieben", "z dużej", "z wielkiej", "z małej", "з великої", "с большой", "с заглавной"))
# "all together", "no spaces"
_JOIN = frozenset((
    "together", "razem", "łącznie", "zusammen", "zusammengeschrieben", "junto", "juntas", "juntos", "attaché", "attachés",
    "collé", "разом", "вместе", "слитно", "злитно",
))
_JOIN_PAIRS = frozenset(("no spaces", "without spaces", "one word", "bez spacji", "ohne leerzeichen", "sin espacios",
                         "sans espace", "sans espaces", "без пробілів", "без пробелов", "in einem wort", "all one"))
# words that may stand between the parts of a description ("then", "dann", "luego", "avec un", "и")
_FILLER = frozenset((
    "then and plus with a an the letter i dann und mit dem einem einer ein eine buchstabe potem i z oraz na końcu na koncu "
    "litera literą luego y con una letra después despues puis et avec un une lettre потім і з та буквою буква потом и "
    "с all todo tout alles wszystko все всё всі"
).split())
# words a description cannot hold as its own words: function words, judgements, states, times
_NOT_VALUE = frozenset(" ".join((
    "a an the not no too very so quite really still also just only my your his her our their its this that it is was "
    "in on at for from to of with by as like than about same different wrong correct right incorrect invalid valid "
    "expired expiring changed reset saved stored written weak strong secure safe unsafe long short easy hard simple "
    "complicated random old older new case required needed missing blocked locked working ok okay fine good bad "
    "something anything nothing what which where how why when there here being been now probably maybe somewhere "
    "either neither both since until till after before version around about used set",
    # de
    "nicht kein keine zu sehr noch auch nur mein meine dein sein ihr das der die den dem ein eine es ist in auf im am "
    "für von mit wie als abgelaufen falsch richtig ungültig gültig geändert gespeichert schwach stark sicher unsicher "
    "lang kurz einfach schwer alt neu gesperrt etwas irgendwas dasselbe gleich gleiche anders immer seit bis nach vor "
    "version etwa",
    # pl
    "nie za zbyt bardzo jeszcze też tylko moje mój twoje to jest w na do od z dla jak niż złe zle błędne bledne "
    "poprawne nieprawidłowe prawidłowe wygasło zmienione zapisane słabe slabe silne mocne bezpieczne długie krótkie "
    "proste trudne stare nowe zablokowane coś cos takie samo inne gdzieś przed po wersja około",
    # es
    "no muy demasiado todavía también solo sólo mi tu su el la los las lo es en de del para por con como que débil "
    "debil fuerte segura insegura larga corta fácil facil difícil dificil vieja nueva incorrecta correcta inválida "
    "caducada cambiada guardada bloqueada algo misma igual otra distinta desde hasta antes después versión",
    # fr
    "ne pas trop très tres encore aussi seulement mon ma mes ton ta son sa le la les de du des est en dans pour par "
    "avec comme que faible fort forte sûr sur long longue court courte facile difficile ancien ancienne nouveau "
    "nouvelle incorrect incorrecte faux fausse oublié oublie expiré expire changé change enregistré bloqué quelque "
    "même autre différent depuis jusqu avant après environ",
    # uk, ru
    "не ні нет дуже очень занадто слишком ще еще теж тоже тільки только мій мой твій твой його его в на до від от з "
    "для як как ніж чем слабкий слабый сильний сильный надійний надежный довгий длинный короткий простий простой "
    "складний сложный старий старый новий новый неправильний неправильный правильний правильный змінено изменен "
    "заблоковано заблокирован щось что-то той самий тот же інший другой після после перед версія версия близько около",
)).split())
# a policy or a count in the value: "at least 8 characters with a capital letter and a digit"
_POLICY = re.compile(
    r"\b(?:least|minimum|maximum|characters?|chars|digits?|numbers?|symbols?|letters and|must|should|needs?|requires?|"
    r"sensitive|mindestens|zeichen|ziffern?|zahlen|muss|sollte|co najmniej|conajmniej|minimum|znak(?:i|ów|ow)|cyfr[yaę]?|"
    r"musi|powinno|al menos|caracteres|dígitos?|digitos?|números|debe|au moins|caractères|caracteres|chiffres?|doit|"
    r"щонайменше|принаймні|мінімум|минимум|символ\w*|цифр\w*|має|повинен|должен|days|tage|dni|días|dias|jours|днів|дней|"
    r"years|jahre|lat|años|anos|ans|років|лет|months|monate|miesięcy|meses|mois|місяців|месяцев)\b"
)
_DIGITS = re.compile(r"\d{1,8}")


def _number_word(word: str) -> bool:
    return word in number_words() or all(part in number_words() for part in word.split("-"))


def _value_end(low: str, start: int) -> int:
    stop = _SENTENCE_END.search(low, start, min(len(low), start + 160))
    return stop.start() if stop else min(len(low), start + 160)


def _described(text: str, low: str, start: int, end: int, need_marker: bool = False) -> tuple[int, int] | None:
    """The span of a described value in low[start:end], or None when the words are no description."""
    tokens = [(m.group().strip(":—–"), m.start(), m.end()) for m in _TOKEN.finditer(low, start, end)]
    tokens = [t for t in tokens if t[0]][:14]
    if not tokens:
        return None
    first = tokens[0][0]
    if first in _NOT_VALUE or _number_word(first) or _DIGITS.fullmatch(first) or first in _SYMBOLS or first in _CASE:
        return None  # "too short", "abgelaufen", "one of my old ones"; a value of digits is the other finders'
    if _POLICY.search(low, start, end):
        return None
    words = talk = 0  # the value's own words, and those of them that are function or judging words
    marker = digits_end = False
    last = tokens[0][2]
    i = 0
    n = len(tokens)
    while i < n:
        w, s, e = tokens[i]
        pair = f"{w} {tokens[i + 1][0]}" if i + 1 < n else ""
        if pair in _SYMBOL_PAIRS or pair in _CASE_PAIRS or pair in _JOIN_PAIRS:
            marker = True
            last = tokens[i + 1][2]
            i += 2
            continue
        if w in _SYMBOLS or w in _CASE or w in _JOIN:
            marker = True
            last = e
        elif _DIGITS.fullmatch(w) or words and _number_word(w):
            digits_end = True
            last = e
        elif len(w) == 1 and w.isalpha() or w in _FILLER:
            pass  # "groß S", "avec un S majuscule": a letter the instruction names; "dann", "todo", "avec"
        elif words < 4 and not marker and not digits_end:
            words += 1
            talk += w in _NOT_VALUE  # ("zielony las": Spanish "las"; "older than 3": no description without a marker)
            last = e
        elif words < 4 and marker and w not in _NOT_VALUE:
            words += 1
            last = e
        elif marker:
            break  # talk after the description ("..., merk dir das")
        else:
            return None  # "summer 2019 ist zu einfach?": digits with talk after them are no whole value
        i += 1
    if not (marker and words > talk or digits_end and words and not talk and not need_marker):
        return None
    return tokens[0][1], last


def find_described_passwords(text: str, low: str, add: Add) -> None:
    if not opens(low, _GATE):
        return
    for m in _KEY.finditer(low):
        key = m.group("key")
        if _GENERIC_BEFORE.search(low, max(0, m.start() - 30), m.start()) or _GENERIC_GAP.search(m.group("gap")):
            continue  # "a strong password is ...", "the default password is ..."
        if key == "pass" and not re.search(r"(?:^|[^\w])(?:my|our|your|his|her|wifi|wi-fi|the)[^\S\n]+\Z",
                                           low[max(0, m.start() - 12):m.start()]):
            continue  # "the bus pass is ..."; "my pass is" is a password
        got = _described(text, low, m.end(), _value_end(low, m.end()))
        if got is not None:
            add("password", *got)
    for m in _OWN_KEY.finditer(low):
        # no copula after the writer's own password word: the value needs an instruction ("мой пароль зайчик 2017 слитно")
        got = _described(text, low, m.end(), _value_end(low, m.end()), need_marker=True)
        if got is not None:
            add("password", *got)
