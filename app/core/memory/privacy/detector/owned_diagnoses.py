"""The writer's own diagnosis or psychiatric stay named by a possessive, in any frame (round 36, rlegal): "Kann meine
Borderline-Diagnose im Sorgerechtsverfahren gegen mich verwendet werden?", "Mon hospitalisation pour dépression sévère
peut-elle jouer contre moi devant le JAF ?", "Will my ADHD diagnosis show up in the vetting?".

find_disclosures reads "meine Borderline-Diagnose" as health, but not inside the question of its sentence ("Kann ...
verwendet werden?": a question asks, it tells nothing). A question about what a diagnosis or a stay in hospital may
do to the writer in court, at work or with an insurer still names the writer's own diagnosis: the possessive says
whose it is, the question only what follows from it. Here, in en, pl, de, es, fr, uk and ru: a first-person
possessive before
- a diagnosis with its condition ("my ADHD diagnosis", "my diagnosis of bipolar disorder", "meine Borderline-Diagnose",
  "meine Diagnose Depression", "mon diagnostic de TDAH", "mi diagnóstico de ansiedad", "moja diagnoza depresji"); in
  Ukrainian and Russian the possessive and "діагноз" / "диагноз" alone ("мій діагноз", "мой диагноз");
- a stay in hospital or in psychiatry ("my hospitalisation", "my psychiatric admission", "mein
  Psychiatrieaufenthalt", "meine Einweisung", "mon hospitalisation", "mon internement", "mi ingreso psiquiátrico",
  "moja hospitalizacja", "mój pobyt w szpitalu psychiatrycznym", "моя госпіталізація", "моя госпитализация").
Green limits: a diagnosis of a machine ("my diagnosis of the crash", "meine Fehlerdiagnose": no condition after
"diagnosis", a technical compound), "borderline" in its other senses ("my borderline case": no diagnosis word), a
diagnosis or a stay without a first-person possessive ("can a borderline diagnosis be used in custody cases?"), the
usual drops in verdict.py (fiction, a quoted form, a negation such as "I never had a diagnosis").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_REASON = "health information"

# the cheap gate: the diagnosis or the stay's own word (every _OWNED alternative holds one)
_GATE = word_gate("diagnos", "diagnóstico", "diagnoz", "діагноз", "диагноз", "hospitali", "hospitaliz", "admission", "psych", "mental",
                  "sectioning", "aufenthalt", "einweisung", "internement", "séjour", "sejour", "ingreso", "internamiento",
                  "госпітал", "госпитал", "псих")


# a condition (the names people give their own diagnosis, in the seven languages)
_COND = (r"(?:borderline|bpd|adhd|adhs|add|tdah|tda|сдвг|рдуг|autis\w*|autyzm\w*|аутизм\w*|asperger\w*|bipolar\w*|"
         r"bipolaire|dwubiegunow\w*|біполяр\w*|биполяр\w*|depress\w*|dépression|depresión|depresj\w*|депрес\w*|ptsd|ptbs|"
         r"tept|ptsr|птср|пт[сc]р|ocd|toc|zwangsstörung|natręct\w*|schizo\w*|шизо\w*|anxiety|angststörung|ansiedad|"
         r"anxiété|lęk\w*|nerwic\w*|тривож\w*|тревож\w*|cancer|krebs|cáncer|raka?|hiv|віл|вич|dementia|demenz|démence|"
         r"demencia|demencj\w*|epilep\w*|diabet\w*|anorex\w*|anorek\w*|bulim\w*|eating disorder|essstörung|"
         r"personality disorder|persönlichkeitsstörung|trouble\w* (?:de la personnalité|bipolaire|anxieux)|trastorno\w*|"
         r"zaburzeni\w*|psychos\w*|psychoz\w*|alcoholism|alkoholizm\w*|addiction|sucht|adicción|uzależnieni\w*|burn-?out|"
         r"multiple sclerosis|sclérose en plaques|esclerosis múltiple|stwardnieni\w*|mental illness|psychische\w* erkrank\w*|"
         r"maladie mentale|enfermedad mental|chorob\w* psychiczn\w*)")
_MY = (r"(?:my|mein\w*|mon|mi|mój|moj\w+|мій|моя|моє|мого|моєї|моїм|моєю|моєму|мой|моё|моего|моей|моим|моему)")
_STAY = (r"(?:(?:psychiatric |hospital |inpatient )?hospitali[sz]ation|(?:psychiatric|hospital|inpatient) admission|(?:stay|time) (?:in|on) (?:a |the )?"
         r"(?:psych\w*|mental (?:health )?(?:hospital|ward|unit))(?: ward| hospital| unit)?|sectioning|"
         r"(?:psychiatrie|klinik|krankenhaus|reha)aufenthalt\w*|aufenthalt in der (?:psychiatrie|klinik)|(?:zwangs|klinik)einweisung|einweisung in die (?:psychiatrie|klinik)|"
         r"hospitalisation|internement|séjour (?:en|à l'|dans un) (?:psychiatrie|hôpital psychiatrique|hp|clinique psychiatrique)|"
         r"hospitalización|ingreso (?:psiquiátrico|hospitalario|en (?:psiquiatría|la unidad de psiquiatría))|internamiento|"
         r"hospitalizacj\w*|pob\w* (?:w szpitalu psychiatrycznym|na (?:oddziale )?psychiatri\w*|w psychiatryku)|"
         r"госпіталізаці\w*|перебуван\w* (?:у|в) (?:психлікарні|психіатрії)|госпитализаци\w*|пребывани\w* в (?:психушке|"
         r"психиатрии|психбольнице))")
_OWNED = _lazy(
    r"(?<![\w'])" + _MY + r" (?:"
    r"(?:[\w'-]+ )?" + _COND + r"(?:[ -]\w+)? diagnosis|diagnosis (?:of|with) (?:\w+ )?" + _COND + "|"
    r"(?:" + _COND + r")-?diagnose\w*|(?:\w+ )?diagnose:? (?:\w+ )?" + _COND + "|"
    r"diagnostic (?:de |d')(?:\w+ )?" + _COND + r"|diagnóstico (?:de )?(?:\w+ )?" + _COND + "|"
    r"diagnoz\w* (?:\w+ )?" + _COND + r"|діагноз\w*|диагноз\w*|"
    + _STAY + r")(?![\w'])")


def find_owned_diagnoses(t: str) -> list[Finding]:
    """A finding (health) over the sentence of normalised `t` that names the writer's own diagnosis or stay in
    hospital with a possessive (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t)
    m = _OWNED.search(low)
    if m is None:
        return []
    start = max(low.rfind(c, 0, m.start()) for c in ".!?\n") + 1
    ends = [i for i in (low.find(c, m.end()) for c in ".!?\n") if i >= 0]
    end = min(ends) + 1 if ends else len(low)
    chunk = t[start:end]
    begin = after_spaces(t, start, end)
    return [Finding(Kind.HEALTH, _REASON, begin, start + len(chunk.rstrip()))]
