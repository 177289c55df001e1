"""A colleague's or a pupil's illness told at work: "Wie sage ich dem Team, dass Jana länger fehlt? Sie hat einen
Bandscheibenvorfall", "Як сказати колективу, що Ірина на лікарняному? У неї туберкульоз", "что у завуча инсульт и
она долго будет на больничном". The condition's subject is a pronoun or a role, not the writer nor a relative, so the
sentence reads as nobody's; with an absence, sick leave or the team to be told in the same message it is a
person's health. Called only for a health word in a sentence with no person (a rare path).
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.folding import fold_letters

# the subject right before the condition: "sie hat (seit Mai) einen", "she has", "у неї", "у завуча", "ona ma"
_SUBJECT = re.compile(fold_letters(
    r"(?<!\w)(?:sie hat|er hat|she has|he has|she's got|he's got|she has got|he has got|ona ma|on ma|ella tiene|él tiene|"
    r"elle a|il a|elle souffre d'une?|il souffre d'une?|у неї|у нього|у него|у неё|у нее|у (?:колег\w*|завуча|"
    r"директор\w*|вчител\w*|учител\w*|керівни\w*|начальни\w*|бухгалтер\w*|співробітни\w*|сотрудни\w*|вихователь\w*|"
    r"воспитател\w*))\s+(?:\w+\s+){0,3}?$", True))
_ABSENCE = re.compile(fold_letters(
    r"(?<!\w)(?:krankgeschrieben|krankmeldung|krank gemeldet|fehlt|fehlen wird|ausfall\w*|fällt \w+ aus|operiert|"
    r"sick leave|off sick|off work|medical leave|be off|time off|absence|absent|the team|colleagues|"
    r"zwolnieni\w*|l4|chorobow\w*|nieobecn\w*|zespół|zespołowi|de baja|baja médica|ausente|el equipo|compañeros|"
    r"arrêt maladie|en arrêt|absente?|l'équipe|collègues|лікарнян\w*|больничн\w*|відсутн\w*|отсутств\w*|"
    r"колектив\w*|коллектив\w*|колег\w*|коллег\w*|team|dem team|kollegium|kollegen|personalabteilung|hr|rh|rrhh)(?!\w)", True))


def absent_colleague(low_text: str, pos: int, sent_start: int) -> bool:
    """The health word at `pos` has a pronoun or a role as its subject and the message tells of an absence."""
    return (_SUBJECT.search(low_text, max(sent_start, pos - 40), pos) is not None
            and _ABSENCE.search(low_text) is not None)
