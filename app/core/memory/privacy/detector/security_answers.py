"""Answers to security questions named by the question's topic (round 19, sets broad-zs and broad-zt).

secrets.py reads "the answer to my security question is X" and "mother's maiden name is X". People more often
write the question's topic and the answer after it, beside the words of a security question:
"pytanie pomocnicze w banku: nazwisko panieńskie matki – Rzepecka", "Sicherheitsfrage: Name der Grundschule –
Pestalozzischule Bonn", "my security answers: first pet Biscuit, street i grew up on Hawthorne", "respuesta secreta:
mi primer colegio fue San Cayetano", "контрольне питання: дівоче прізвище мами – Гриценко". The topics are the ones
banks offer (a mother's maiden name, a first pet, a first or primary school, a childhood street, a birth town, a
first car, a favourite teacher, a memorable word) in six languages; the answer follows a colon, a dash, a verb
("was", "fue", "ist", "c'est", "to", "це") or, capitalised, the topic itself. An answer word with up to ten words
naming the question before a colon ("réponse à la question secrète de La Poste : Mistigri") is one too.

Not an answer: the topic alone or in a question ("first pet or first school?", "maiden name - is that safe?"), an
article or a question word where the answer would be. Without the words of a security question only a mother's
maiden name counts (it is what banks ask); a first pet or a first car alone is a memory, not a secret.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import literal_alternation, speed_up

# a mother's maiden name: asked by banks, an answer even without the words "security question"
_MAIDEN_STEMS = ("maiden", "panieńsk", "mädchenname", "geburtsname", "soltera", "jeune fille", "дівоч", "девич")
_CONTEXT_STEMS = (
    "secur", "secret", "memorable", "pytani", "odpowied", "frage", "antwort", "pregunt", "respuest", "question",
    "réponse", "reponse", "питанн", "запитанн", "вопрос", "відповід", "ответ", "контрольн", "секрет",
)
_GATE = re.compile(literal_alternation(_MAIDEN_STEMS + _CONTEXT_STEMS))
# the words of a security question or of its answer (lower-cased text)
CONTEXT = re.compile(
    r"security (?:questions?|answers?|q\b)|secret (?:questions?|answers?)|memorable (?:word|answer|information|name|date|place)|"
    r"(?:verification|challenge|recovery) questions?|"
    r"pytani\w* (?:pomocnicz\w*|bezpieczeństwa|kontroln\w*|zabezpieczając\w*|weryfikacyjn\w*)|"
    r"odpowied\w* (?:pomocnicz\w*|kontroln\w*|bezpieczeństwa|na pytani\w*)|"
    r"sicherheitsfrage\w*|sicherheitsantwort\w*|geheimfrage\w*|kontrollfrage\w*|antwort auf die frage|"
    r"pregunta\w* (?:de seguridad|secreta\w*|de verificaci[oó]n)|respuesta\w* (?:de seguridad|secreta\w*)|"
    r"questions? (?:secr[eè]te\w*|de s[ée]curit[ée]|de confiance)|r[ée]ponses? (?:secr[eè]te\w*|de s[ée]curit[ée])|"
    r"(?:контрольн|секретн)\w* (?:питанн\w*|запитанн\w*|вопрос\w*|відповід\w*|ответ\w*)|питанн\w* безпеки|"
    r"вопрос\w* безопасности"
)
TOPIC = re.compile(
    r"(?i)(?:"
    # a mother's maiden name
    # (and a grandmother's: "nazwisko panieńskie babci", "Mädchenname der Oma", "девичья фамилия бабушки")
    r"(?:(?:grand)?(?:mother|mum|mom|mam|mama|ma|nan)|granny|grandma)'?s maiden name|maiden name|"
    r"nazwisk\w* panieńsk\w*(?: (?:mojej |twojej |jej )?(?:matki|mamy|babci|babki|teściowej|żony|cioci))?|"
    r"(?:mädchen|geburts)name (?:der |meiner |deiner |ihrer |seiner )?(?:mutter|mama|oma|großmutter|schwiegermutter)|"
    r"mädchenname|apellido de soltera(?: de (?:mi |tu |su |la )?(?:madre|mam[aá]|abuela|suegra))?|"
    r"nom de jeune fille(?: de (?:ma |votre |ta |sa |la )?(?:m[eè]re|grand-m[eè]re|mamie|belle-m[eè]re))?|"
    r"дівоч\w* прізвищ\w*(?: (?:моєї |твоєї |її )?(?:матері|мами|мамы|бабусі|бабці|тещі|свекрухи))?|"
    r"девич\w* фамили\w*(?: (?:моей |твоей |её )?(?:матери|мамы|бабушки|тёщи|тещи|свекрови))?|"
    # a first pet, school, car, teacher, job
    r"(?:first|childhood|1st) (?:pet|dog|cat|school|car|teacher|employer|job|concert|love|boss)(?:'?s name)?|"
    r"(?:primary|elementary|junior|grade|high) school|"
    r"pierwsz\w* (?:psa|pies|kot\w*|zwierz\w*|pupil\w*|szkoł\w*|samoch\w*|aut[ao]|nauczyciel\w*|prac\w*)|"
    r"imi\w* (?:mojego |twojego )?(?:pierwszego )?(?:psa|kota|zwierzaka|zwierzęcia|pupila)|szkoł\w* podstawow\w*|podstawówk\w*|"
    r"erst\w* (?:haustier\w*|hund\w*|katze|schule|auto\w*|lehrer\w*|arbeitgeber\w*)|grundschule|"
    r"(?:primer|primera) (?:mascota|perro|gato|colegio|escuela|coche|carro|auto|profesor\w*|trabajo|jefe)|"
    r"(?:colegio|escuela) (?:de )?primaria|"
    r"premi(?:er|ère) (?:animal(?: de compagnie)?|chien|chat|école|voiture|professeur|instit\w*|emploi|patron)|"
    r"école primaire|"
    r"(?:кличк\w*|ім'я|ім’я|имя) (?:мого |моего |твого |твоего )?(?:першого|первого) \w+|"
    r"перш\w* (?:школ\w*|тварин\w*|улюбленц\w*|домашн\w* улюблен\w*|машин\w*|автомобіл\w*|вчител\w*|роботи|собак\w*|кіш\w*|кот\w*)|"
    r"перв\w* (?:школ\w*|питомц\w*|животн\w*|домашн\w* (?:питомц\w*|животн\w*)|машин\w*|автомобил\w*|учител\w*|работ\w*|собак\w*|кошк\w*|кот\w*)|"
    # a childhood street, a birth town, a favourite teacher
    r"street (?:i|you|he|she|we|they) grew up (?:on|in)|childhood (?:street|home|friend|best friend|nickname|hero)|"
    r"(?:town|city|place) (?:i|you|he|she) (?:was|were) born(?: in)?|(?:birth ?(?:town|city|place)|home ?town)|"
    r"father'?s middle name|favou?rite (?:teacher|book|film|movie|food|team|band|colou?r)|"
    r"memorable (?:word|answer|name|place|date)|"
    r"ulic\w*,? (?:na|przy) której się wychował\w*|ulic\w* (?:z )?dzieciństwa|miast\w* urodzenia|ulubion\w* nauczyciel\w*|"
    r"straße (?:meiner|deiner|ihrer|seiner) kindheit|straße,? in der (?:ich|du|er|sie) aufgewachsen\w*|geburtsort|"
    r"geburtsstadt|lieblingslehrer\w*|"
    r"calle (?:donde|en (?:la )?que) crec[ií]\w*|calle de (?:mi |tu |su )?infancia|ciudad natal|ciudad (?:donde|en (?:la )?que) nac[ií]\w*|"
    r"profesor\w* favorit\w*|"
    r"rue (?:de (?:mon|votre|ton|son) enfance|o[uù] (?:j'ai|j’ai|vous avez|tu as) grandi)|ville natale|ville de naissance|"
    r"(?:professeur|instit\w*|prof) pr[ée]f[ée]r[ée]\w*|"
    r"вулиц\w* дитинства|вулиц\w*,? де (?:я|ти) (?:виріс|виросла)|місто народження|рідне місто|улюблен\w* вчител\w*|"
    r"улиц\w* детства|улиц\w*,? где (?:я|ты) (?:вырос|выросла)|город рождения|родной город|любим\w* учител\w*"
    r")(?!\w)"
)
# what stands between the topic and the answer: a colon or a dash, a verb, or "I put"; a few words may come first
_SEP = re.compile(
    r"(?i)((?:\s+[^\s:=–—.!?,;\"«»„“”]+){0,5}?)\s*("
    r"[:=–—→]|-(?=\s)|"
    r"\b(?:is|was|to|była|był|ist|war|lautet|es|era|fue|est|était|c'est|c’est|це|була|був|это|была|был)\b|"
    r",?\s*\b(?:i put|i used|i set|i chose|puse|elegí|j'ai mis|j’ai mis|ustawił\w*|wpisał\w*|dał\w*m|podał\w*m|"
    r"habe ich|hab ich|nahm ich|я вказа\w*|я указа\w*|"
    # the answer word after the topic: "кличка першого собаки, відповідь Рекс", "first pet, answer: Rex"
    r"(?:the )?answer(?: is)?|odpowied[źz]\w*|antwort(?: ist| lautet)?|respuesta(?: es)?|r[ée]ponse(?: est)?|"
    r"відповідь(?: це)?|ответ(?: это)?)\b)\s*(?:[:=–—→]\s*)?"
)
_VALUE = re.compile(r"[\"'„“«]?([^\W_][\w'’.\-]*(?: [^\W_][\w'’.\-]*){0,3})")
_ARTICLES = frozenset("the a an el la los las le l der die das den ein eine".split())
NOT_AN_ANSWER = frozenset("""
my your his her our their its is was are be being or and what which how who whether if still even that this it too not no
safe good better best easy hard weak for as in on at to of i you we they ok okay something anything nothing some any should
could would can must also just really name names city town place wrong right correct incorrect invalid
czy co jak jaki jaka jakie który która które lub albo i a to ten ta jest był była mój moja moje twoja twój nie dobre dobry
lepsze lepszy bezpieczne bezpieczny coś o na w z do dla jako też tylko
oder und was wie welche welcher welches ist war mein meine dein deine nicht kein keine sicher gut besser für als zu zur zum
in an etwas ob noch auch nur
o y qué que cuál cual como cómo es era mi mis tu su no seguro segura buena bueno mejor para por en de algo si también
ou et quel quelle que qui comme est était mon ma mes votre ton ta sa ne pas sûr sure bon bonne mieux pour du quelque si aussi
чи або і й та що який яка яке як це був була мій моя не безпечно добре краще для в на з теж ім'я назва місто неправильна правильна
или и что какой какая какое как это был была мой моя лучше с тоже имя название город неправильный
imię imienia nazwisko nazwa miasto błędna błędny poprawna nombre ciudad incorrecta correcta nom ville incorrecte stadt falsch
richtig
""".split())
# an answer word (also inside a compound: "Sicherheitsantwort"), up to ten words naming the question, then a colon or
# a dash, or a verb before a capitalised answer ("die Sicherheitsantwort meines Vaters lautet Waldi")
_ANSWER_NAMED = re.compile(
    r"(?i)(?<![^\W\d_])\w*(?:answers?|odpowied\w*|antwort\w*|respuestas?|r[ée]ponses?|відповід\w*|ответ\w*)"
    r"((?:\s+[^\s:=–—.!?\n]+){0,10}?)\s*(?:(?P<mark>:|\s[–—-]\s)|\s(?:is|was|lautet|ist|war|es|era|fue|est|était|c'est|"
    r"to|jest|była|był|це|була|був|это|была|был)\s)\s*"
)


def _answer_at(text: str, pos: int, *, bare: bool) -> tuple[int, int] | None:
    """The answer's span starting at `pos` (after a separator, or right after the topic when `bare`)."""
    m = _VALUE.match(text, pos)
    if not m:
        return None
    words = m.group(1).split(" ")
    start = m.start(1)
    while words and words[0].lower() in _ARTICLES and len(words) > 1:
        start += len(words[0]) + 1
        words = words[1:]
    first = words[0].lower().rstrip(".'’-")
    if first in NOT_AN_ANSWER or first in _ARTICLES:
        return None
    if bare and not words[0][:1].isupper():
        return None  # "first pet or ...", "primer colegio como ...": a capital marks a name given as the answer
    end = m.end(1)
    after = text[end:end + 2].lstrip()
    if after.startswith("?"):
        return None  # "... maiden name: Kowalska?" asked, not given
    return start, end


def find_security_answers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Report answers to security questions given after the question's topic (see the module's docstring)."""
    if not _GATE.search(low):
        return  # (a word gate: most messages have none of these words, gates.py)
    maiden = any(s in low for s in _MAIDEN_STEMS)
    context = bool(CONTEXT.search(low))
    if not context and not maiden:
        return
    for m in TOPIC.finditer(text):
        if not context and not any(s in m.group().lower() for s in _MAIDEN_STEMS):
            continue
        s = _SEP.match(text, m.end())
        span = None
        if s:
            span = _answer_at(text, s.end(), bare=False)
        if span is None and m.end() < len(text) and text[m.end()] in " ,":
            span = _answer_at(text, m.end() + (2 if text[m.end():m.end() + 2] == ", " else 1), bare=True)
        if span:
            add("security question answer", *span)
    if context:
        for m in _ANSWER_NAMED.finditer(text):
            span = _answer_at(text, m.end(), bare=m.group("mark") is None)
            if span:
                add("security question answer", *span)


speed_up(globals())  # the same patterns behind word gates (gates.py)
