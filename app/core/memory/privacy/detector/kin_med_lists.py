"""A relative's medicines pasted as a list under a heading that names whose they are (round 43, rhealth): "Mamas
Medikationsplan:\\nMarcumar nach INR\\nRamipril 5 mg ...\\nDarf sie Ibuprofen nehmen?", "Le traitement de papa :\\n-
Kardégic 75\\n- Bisoprolol 2,5 mg ...", "Leki babci: ...", "Ліки тата: ...".

A drug list is a diagnosis told by its treatment (an anticoagulant, a beta blocker, a diuretic say heart trouble), and
people paste one to ask what else the relative may take. The vocabulary reads "Mum takes warfarin and ramipril"; the
list has no verb. So: a line naming a medication list or a treatment (meds, medication, tablets, Medikationsplan,
leki, traitement, medicación, ліки, лекарства ...) together with one of the writer's people (mum's, de papa, von Oma,
babci, тата: kin_conditions' relatives, or a genitive after the list word), followed by at least two lines that each
give a dose (a number with mg, µg, ml, IE, UI, мг ..., or dosed "by INR").
Green limits: a list without a relative ("Ibuprofen: 400 mg alle 6 Stunden" - a drug's dosage without a patient), a
relative's list with no doses (a shopping list), a single dose asked about.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.kin_conditions import KIN

_HEALTH = "health information"


_GATE = word_gate(
    "meds", "medication", "medicine", "tablets", "pills", "prescription", "leki", "lekarstw", "tabletk", "medikament",
    "medikationsplan", "tabletten", "medicación", "medicamento", "medicina", "pastilla", "traitement", "médicament",
    "ordonnance", "ліки", "препарат", "таблетк", "лекарств", "рецепт", "пігулк",
    "drug list", "leków",  # (_LIST_WORD's; session 41's gate audit)
)
_LIST_WORD = _rx(
    r"(?<![\w'])(?:[\w-]*meds|medications?|medicines?|tablets|pills|prescriptions?|drug list|"
    r"leki|leków|lekarstwa|tabletki|\w*medikament\w*|\w*medikationsplan|medikationsplan|tabletten|"
    r"medicación|medicamentos|medicinas|pastillas|traitement|médicaments|ordonnance|"
    r"ліки|препарати|таблетки|пігулки|лекарства|препараты|рецепт)(?![\w'])")
# a dose: a number with a unit, or a drug dosed by the INR; or "Kardégic 75", a name and a strength on a list line
_DOSE = _rx(
    r"(?:\d+(?:[.,]\d+)?\s*(?:mg|µg|μg|mcg|ug|ml|ie|ui|iu|e|j|мг|мкг|мл|од|ед)(?![\w])|"
    r"(?:nach|según|segun|selon|wg|according to|по|за) (?:dem )?(?:inr|мно|мнв)|"
    r"^[\s\-•*·]*[^\W\d_][\w-]+ \d+(?:[.,]\d+)?\s*$)")
# a relative as the list's owner in the genitive after the list word: "de papa", "von Oma", "babci", "мами"
_OWNER_AFTER = _rx(
    r"(?<![\w'])(?:de (?:mi |ma |mon |la |l')?|del |von (?:meiner |meinem )?|der |of (?:my )?|"
    r"для )?(?:papa|papá|mamá|maman|mamie|papy|abuel[ao]|mama|papa|oma|opa|mutter|vater|"
    r"mamy|taty|babci|dziadka|ojca|matki|teściowej|teścia|"
    r"мами|тата|батька|бабусі|дідуся|мамы|папы|бабушки|дедушки|отца|матери)(?![\w'])")


def find_kin_med_lists(t: str) -> list[Finding]:
    """A finding on normalised `t` where a relative's medicines are listed with their doses (the module's doc)."""
    if "\n" not in t or not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'")
    lines = low.split("\n")
    pos = 0
    for i, line in enumerate(lines):
        start = pos
        pos += len(line) + 1
        head = line.split(":", 1)[0] if ":" in line else line
        if len(head) > 80 or not _LIST_WORD.search(head):
            continue
        if not (KIN.search(head) or _OWNER_AFTER.search(head)):
            continue
        doses = sum(1 for rest in lines[i + 1:i + 15] if _DOSE.search(rest))
        if doses >= 2:
            return [Finding(Kind.HEALTH, _HEALTH, start, len(t))]
    return []
