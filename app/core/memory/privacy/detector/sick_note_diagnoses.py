"""Round 51 (rhealth): a sick note or a medical paper that says a named person's or the writer's diagnosis - "l'arrêt
de Romain mentionne 'syndrome dépressif réactionnel'", "la baja de Diego dice 'lumbalgia aguda con hernia L5-S1'", "в
больничном у Павла написано про гипертонический криз", "Toms fit note says 'work-related stress and anxiety'", "na L4
Kasi jest wpisane zapalenie płuc", "in Jonas' Krankschreibung steht Bandscheibenvorfall".

An employer who writes about an employee's sick note names no verb of having ("he has ..."): the condition is what the
paper says. In the seven languages, in one sentence:
- PAPER: a sick note or medical paper (sick/fit/doctor's note, medical certificate, discharge letter, L4, zwolnienie,
  e-ZLA, Krankschreibung, AU-Bescheinigung, Attest, baja, parte de baja, informe médico, arrêt (maladie/de travail),
  certificat médical, лікарняний, больничный);
- SAYS: a verb of saying or a diagnosis word after it (says, mentions, states, jest napisane, wpisano, steht, lautet,
  dice, pone, indica, mentionne, indique, написано, вказано, указано, diagnosis, Diagnose, diagnóstico, diagnostic,
  діагноз, диагноз, a colon);
- a DIAGNOSIS after it: a quoted text or a condition's stem (syndrome, hernia, -algia, depression, anxiety, burnout,
  hypertension, a crisis, a fracture, pneumonia, migraine, a tumour ...);
- an OWNER: a capitalised name beside the paper ("de Romain", "у Павла", "Kasi", "Tom's"), a possessive or a
  first-person word, an employee or a relative.
Green limits: a question about sick-note rules (no diagnosis said: "¿cuánto paga la mutua de una baja?"), a code's
meaning asked in general (no owner), a symptom without a paper, a negated mention ("l'arrêt ne mentionne pas ..."),
a court's "arrêt" (no condition), a hypothetical, a story.
"""
from __future__ import annotations

import re

from app.core.memory.privacy.detector.debt_procedures import IF
from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.health_consequences import EXAMPLE
from app.core.memory.privacy.detector.name_letters import LOW, UP
from app.core.memory.privacy.detector.sentence_scope import sentence_matches, stop_finding

_REASON = "health information"

_PAPER = (r"sick ?note|fit note|doctor'?s note|medical (?:certificate|note)|sick leave (?:note|form|certificate)|"
          r"discharge (?:letter|summary|papers)|l-?4|zwolnieni\w*(?: lekarski\w*)?|e-?zla|"
          r"krankschreibung\w*|krankmeldung\w*|au-?(?:bescheinigung|schein)\w*|arbeitsunfähigkeitsbescheinigung\w*|"
          r"attest\w*|entlass(?:ungs)?brief\w*|baja(?: médica| laboral)?|parte de baja|informe médico|"
          r"arrêt(?: maladie| de travail)?|certificat médical|лікарнян\w*|больничн\w*")
_SAYS = (r"says?|said|states?|stated|reads?|mentions?|mentioned|lists?|listed|gives?|shows?|diagnosis|"
         r"(?:jest|było|był|stoi) (?:napisane|wpisane|wpisany|wpisana)|napisano|wpisano|wpisali|widnieje|stoi|"
         r"z rozpoznaniem|rozpoznanie|diagnoza|diagnozą|"
         r"steht|stand|lautet|nennt|vermerkt|mit (?:der )?diagnose|diagnose|"
         r"dice|decía|pone|ponía|indica|menciona|figura|con diagnóstico(?: de)?|diagnóstico|"
         r"mentionne|dit|indique|porte|avec (?:le )?diagnostic|diagnostic|motif|"
         r"написано|написали|вказано|вказали|зазначено|стоїть|з діагнозом|діагноз|"
         r"указано|указали|значится|стоит|с диагнозом|диагноз")
# a condition's stem (what makes the words after SAYS a diagnosis), or a quoted text
_STEM = (r"[\w-]*syndrom\w*|síndrome\w*|синдром\w*|herni\w*|przepuklin\w*|грыж\w*|гриж\w*|"
         r"(?:lumb|cervic|neur|névr|fibromy|dors|lumbo)\w*algi\w*|depres\w*|dépress\w*|депрес\w*|anxi\w*|"
         r"lęk\w*|angststörung\w*|ansiedad|тривожн\w*|тревожн\w*|burn-?out|wypaleni\w*|вигоран\w*|выгоран\w*|"
         r"hyperten\w*|hiperten\w*|гіпертон\w*|гипертон\w*|гіпертензі\w*|гипертензи\w*|криз\w*|"
         r"fractur\w*|złamani\w*|перелом\w*|[\w-]*bruch|pneumon\w*|neumonía|zapaleni\w*|запаленн\w*|воспалени\w*|"
         r"[\w-]*entzündung\w*|migr[aeä]\w*|мігрен\w*|мигрен\w*|concussion|commotion cérébrale|wstrząśnieni\w*|"
         r"струс\w*|сотрясени\w*|ptsd|ptbs|tept|птср|пттр|bipola\w*|schizo\w*|psychos\w*|psychoz\w*|психоз\w*|"
         r"panic|panik\w*|panique|pánico|панічн\w*|паническ\w*|tumou?r\w*|tumeur\w*|cancer|krebs|cáncer|nowotw\w*|"
         r"рак\w*|пухлин\w*|опухол\w*|infar\w*|інфаркт\w*|инфаркт\w*|zawał\w*|insult|інсульт\w*|инсульт\w*|"
         r"udar\w*|schlaganfall\w*|ictus|avc|stroke|diabet\w*|cukrzyc\w*|діабет\w*|диабет\w*|epilep\w*|"
         r"padaczk\w*|sciatica|sciatique|ciática|ischias|rwa kulszowa|ишиас|ішіас|bandscheib\w*|discopat\w*|"
         r"dyskopat\w*|protrus\w*|протруз\w*|gastr\w*|гастр\w*|bronch\w*|бронх\w*|covid\w*|ковід\w*|ковид\w*|"
         r"grypa|grype|grippe|gripe|грип\w*|influenza|angina|angine|ангін\w*|ангин\w*|tendin\w*|тендин\w*|"
         r"esguince|entorse|sprain|skręceni\w*|zerrung|verstauchung|растяжени\w*|розтягненн\w*|"
         r"stress|stres|estrés|стрес\w*|erschöpfung\w*|épuisement|agotamiento|виснаженн\w*|истощени\w*|"
         r"lumbago|lombalgie|lumbalgia|low back pain|back pain|kręgosłup\w*|rücken\w*|espalda|dos bloqué|спин\w*")
_QUOTED = r"(?<!\w)[\"'«„“”][^\"'«»„“”\n]{3,80}[\"'»“”](?!\w)"
_NOTE = _lazy(
    r"(?<!\w)(?P<paper>" + _PAPER + r")(?![\w'])[^.!?\n]{0,40}?(?:(?<![\w'])(?:" + _SAYS + r")(?![\w'])|:)"
    r"(?P<gap>[^.!?\n]{0,24}?)(?:" + _QUOTED + r"|(?<![\w'])(?:" + _STEM + r")(?![\w']))")
# the owner: a capitalised name right beside the paper, read on the original text
_NAMED = re.compile(
    r"(?:\b(?:de|del|von|vom|of|у|в|w|na|d')\s*[" + UP + r"][" + LOW + r"]{2,}\s*$|\b[" + UP + r"][" + LOW + r"]{2,}(?:'s|s'|')\s*$)|"
    r"^\s*(?:(?:de|del|von|of|у|в)\s+)?[" + UP + r"][" + LOW + r"]{2,}(?![\w'])")
_PERSON = _lazy(
    r"(?<![\w'])(?:my|his|her|their|our|i|i'm|me|mój|moje|moja|mojego|moim|mi|mnie|jego|jej|ich|mein\w*|sein\w*|ihr\w*|"
    r"mir|mich|mi|mis|su|sus|yo|mon|ma|mes|son|sa|ses|je|j'ai|moi|lui|мій|моя|моє|моєму|моєї|мені|мене|його|її|"
    r"мой|моя|моё|моем|моей|мне|меня|его|её|ее|у нього|у неї|у него|у неё|"
    r"employee\w*|staff|worker|colleague|chef|driver|nurse|pracowni\w*|pracownic\w*|kolega|koleżank\w*|"
    r"mitarbeiter\w*|kollege\w*|kollegin\w*|angestellte\w*|empleado\w*|empleada\w*|trabajador\w*|compañer\w*|"
    r"salarié\w*|employé\w*|collègue\w*|працівни\w*|співробітни\w*|колег\w*|сотрудни\w*|работник\w*|"
    r"husband|wife|son|daughter|mother|father|mum|mom|dad|mąż|żon\w*|syn\w*|córk\w*|mam\w*|tat\w*|"
    r"mann|frau|sohn|tochter|mutter|vater|marido|mujer|hijo|hija|madre|padre|mari|femme|fils|fille|mère|père|"
    r"чоловік\w*|дружин\w*|син\w*|доньк\w*|мам\w*|тат\w*|муж\w*|жен\w*|сын\w*|дочер\w*|дочь)(?![\w'])")
# a template or a made-up example: "Template for a discharge letter: 'Diagnosis: ___'"
_SAMPLE = _lazy(r"(?<![\w'])(?:template|fictional|example|placeholder|szablon\w*|wzór|przykład\w*|vorlage|beispiel\w*|"
                r"plantilla|ejemplo|modèle|exemple|шаблон\w*|приклад\w*|пример\w*)(?![\w'])|___|\[")
_NOT_SAID = re.compile(r"(?<![\w'])(?:not|n't|no|nie|nicht|kein\w*|ne|pas|rien|nada|nic|не|ні|ничего|нічого)(?![\w'])")


def find_sick_note_diagnoses(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where a sick note or medical paper of a named person or of
    the writer says a diagnosis (see the module's doc)."""
    for low, m, a, b in sentence_matches(_NOTE, t):
        if _NOT_SAID.search(low, m.end("paper"), m.end()) or IF.search(low, a, m.start()) or EXAMPLE.search(low, a, b):
            continue
        if _SAMPLE.search(low):
            continue
        p0, p1 = m.span("paper")
        if not (_NAMED.search(t[max(a, p0 - 24):p0]) or _NAMED.match(t[p1:min(b, p1 + 16)])
                or _PERSON.search(low, a, b)):
            continue
        return [stop_finding(Kind.HEALTH, _REASON, low, m.start(), m.end())]
    return []
