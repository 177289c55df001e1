"""Sexual harassment of the writer by a teacher, lecturer or thesis supervisor (round 41, rrel; set broad-zzz80):
"Преподаватель ... намекает, что поставит зачёт, если я приду к нему домой", "Mon directeur de thèse m'envoie des
messages déplacés la nuit", "Mein Doktorvater macht anzügliche Bemerkungen über meinen Körper", "Un profesor ... me
dijo que aprobaría si quedaba con él", "sugeruje, że zaliczę, jeśli się z nim spotkam".

The vocabulary reads harassment by its noun; a student tells it by what the teacher does. In en, pl, de, es, fr, uk and
ru, one message holds a teacher's role word (teacher, lecturer, tutor, supervisor, "directeur de thèse", Doktorvater,
promotor, prowadzący, преподаватель, викладач, науковий керівник) and either
- the bargain: a pass or a grade for meeting him ("if I go out with him", "si quedaba con él", "wenn ich mit ihm
  ausgehe", "jeśli się z nim spotkam", "якщо я піду з ним", "если я приду к нему"), or
- the advances aimed at the writer: improper messages or remarks ("messages déplacés", "anzügliche Bemerkungen",
  "inappropriate messages", "comments about my body", "niestosowne wiadomości", "непристойні повідомлення").

Green limits: the same in general or as policy ("how should a university handle a lecturer's inappropriate messages?"
- no writer as the target: "me", "mir", "m'", "mnie", "мені", "мне" must stand in the message), a story or a film, a
teacher's ordinary conditions ("he'll pass me if I hand in the essay": no meeting him).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import caseless_folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_REASON = "intimate or private life"

# the role words (every red path needs one), also typed without diacritics
_GATE = word_gate("teacher", "lecturer", "tutor", "supervisor", "professor", "instructor", "thèse", "these", "prof",
                  "enseignant", "doktorvater", "doktormutter", "betreuer", "dozent", "lehrer", "profesor", "director",
                  "directora", "promotor", "prowadząc", "prowadzac", "wykładowc", "wykladowc", "nauczyciel",
                  "doktorant", "викладач", "керівник", "вчитель", "преподават", "руководител", "учитель")


_ROLE = _lazy(
    r"(?<!\w)(?:teacher|lecturer|tutor|supervisor|professor|prof|instructor|directeur de thèse|directrice de thèse|"
    r"enseignant|professeur|doktorvater|doktormutter|betreuer(?:in)?|dozent(?:in)?|lehrer(?:in)?|profesor[a]?|"
    r"director[a]? de (?:tesis|tfg|tfm)|tutor[a]?|promotor\w*|prowadząc\w*|wykładowc\w*|nauczyciel\w*|"
    r"doktorant\w*|викладач\w*|науков\w* керівник\w*|вчител\w*|преподавател\w*|научн\w* руководител\w*|учител\w*)"
    r"(?!\w)")
# the bargain: meeting him (a date, his home) for a pass
_BARGAIN = _lazy(
    r"(?<!\w)(?:if i (?:go out|go on a date|come|meet|sleep|have dinner|have drinks|spend the night)(?: \w+){0,3} "
    r"(?:him|his)|si (?:je |j')(?:sors|sortais|viens|venais|couche|couchais|dîne|dînais|passe|passais|accepte|"
    r"acceptais)(?: \w+){0,3} (?:lui|chez lui|avec lui)|si (?:quedaba|quedo|salgo|salía|me acuesto|me acostaba|"
    r"voy|iba|ceno|cenaba) (?:\w+ ){0,2}?(?:con él|con el|a su casa)|wenn ich (?:mit ihm|zu ihm)|"
    r"(?:jeśli|jeżeli|jak|gdy) (?:się )?(?:z nim|do niego) (?:spotkam|pójdę|pojdę|umówię|przyjdę)|"
    r"(?:jeśli|jeżeli|jak) (?:się )?(?:spotkam|pójdę|umówię|przyjdę) (?:się )?(?:z nim|do niego)|"
    r"якщо я (?:піду|прийду|зустрінуся|погоджуся)(?: \w+){0,2} (?:з ним|до нього)|"
    r"если я (?:приду|пойду|встречусь|соглашусь)(?: \w+){0,2} (?:с ним|к нему))(?!\w)")
# advances aimed at the writer: improper messages, remarks about the body
_ADVANCES = _lazy(
    r"(?<!\w)(?:inappropriate (?:messages|texts|comments|remarks|photos)|sexual (?:comments|remarks|messages)|"
    r"comments about my body|remarks about my body|messages déplacés|remarques déplacées|gestes déplacés|"
    r"remarques sur mon corps|anzügliche\w*|über meinen körper|mensajes (?:subidos de tono|inapropiados|obscenos)|"
    r"comentarios (?:sobre mi cuerpo|subidos de tono|obscenos)|niestosown\w* (?:wiadomości|uwagi|komentarze|"
    r"sms\w*)|dwuznaczn\w* (?:wiadomości|uwagi|propozycj\w*)|непристойн\w* (?:повідомлен\w*|натяк\w*|"
    r"сообщени\w*|намек\w*)|двозначн\w* (?:повідомлен\w*|натяк\w*)|двусмысленн\w* (?:сообщени\w*|намек\w*))"
    r"(?!\w)")
# the writer as the target
_ME = _lazy(r"(?<![\w'’])(?:me|mir|mich|m'|mi|mnie|mną|мені|мене|мне|меня|my|mein\w*|mon|ma|moj\w*|мій|моя|мой)(?!\w)")
_STORY = _lazy(r"(?<!\w)(?:novel|film|movie|series|episode|character|story|roman|serie|figur|geschichte|série|"
               r"personnage|novela|película|personaje|powieś\w*|serial\w*|bohater\w*|фільм\w*|фильм\w*|серіал\w*|"
               r"сериал\w*|персонаж\w*|news|article|artikel|noticia|artykuł\w*|статт\w*|стать[яиюе])(?!\w)")


def find_tutor_advances(t: str) -> list[Finding]:
    """An intimate-life finding over normalised `t` telling a teacher's advances to the writer (see the doc)."""
    if not opens(t, _GATE) or not _ROLE.search(t):
        return []
    told = _BARGAIN.search(t) or (_ADVANCES.search(t) if _ME.search(t) else None)
    if told is None or _STORY.search(t):
        return []
    a, b = stop_bounds(t, told.start(), told.end(), '.!?\n', '.!?\n')  # (the sentence of the bargain or the advances)
    begin = after_spaces(t, a, b)
    return [Finding(Kind.RELATIONSHIP, _REASON, begin, max(b, begin))]
