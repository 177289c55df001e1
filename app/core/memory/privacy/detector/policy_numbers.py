"""An insurance policy's, contract's or membership's number said as the writer's (round 40): "Numer mojej polisy
zdrowotnej w Allianz to PL-ZDR-44719035", "Мій поліс ДМС № 214-0088713", "my car insurance policy number is
AV-2290-4471-8", "die Nummer meiner Hausratversicherung lautet HR 4471 2290", "mi póliza de hogar es la 0550-41-882113",
"mon numéro d'adhérent à la mutuelle : 570861703", "PKV-Vertragsnummer KV-2291847-03", "Мой полис ОМС 7755 8830 4421
9906".

Such numbers carry no check digit a finder could test, and an insurer's numbers are everywhere in its letters (a claim
number, a case number, its own registration, its hotline): case_references.py hands a bare policy number to the
rules' rejections ("Póliza de hogar 0550-41-882113, franquicia de 150 €" stays green, the development sets agree). What
makes one private is its holder: the writer's possessive on the policy ("my", "mojej", "meiner", "mi", "ma", "мій",
"мой"), or a health insurance's membership (PKV, ДМС, ОМС, a mutuelle, "polisa zdrowotna", "seguro de salud"), which
is the writer's patient record at the insurer as a Krankenversichertennummer is (numbers.py). The sixteen digits of a
Russian ОМС policy pass their own check (checksums.russian_oms_ok) and count after "полис" alone.

Green limits: a claim's, a case's, a damage report's number ("siniestro", "Schaden", "szkod", "sinistre", "claim",
"страхов\\w* випадок") or a phone's, hotline's words between the label and the value; an example's or a template's
value (example_between, lookalike_before, a sample word before); a value with fewer than six digits, a date, an
amount. Gated on the labels' stems (plain substring tests on the lower-cased text), then on a digit.

Round 49 (rids): a contract's label beside an insurer's name ("Mon numéro de sociétaire à la Macif c'est 82403697") or
the mutual's "sociétaire"; a policy's number the writer says they need right after it ("Versicherungsscheinnummer
KH-2157646107 bei der HUK-Coburg – brauche ich die ...?"); and `find_vehicle_policies`: a Russian OSAGO policy's series
and ten digits, a German eVB number (seven characters) - the car owner's contract by its full shape, not an example's.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector import checksums as ck
from app.core.memory.privacy.detector.context import lookalike_before
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sample_mentions import example_between

REASON = "insurance policy number"

# the labels' stems, one of which every label holds (the gate; lower-cased text, with and without diacritics)
GATE_WORDS = ("polic", "polis", "póliz", "poliz", "поліс", "полис", "versicherung", "vertrag", "mitglied", "adhérent",
              "adherent", "sociétaire", "societaire", "contrat", "contrato", "afiliad", "asegurad", "member", "insurance",
              "umow", "umów", "договір", "договор", "członk", "czlonk", "членськ", "членск")
_POLICY = (
    r"polic(?:y|ies)|(?<!national )(?<!social )insurance (?:number|no\.?|id)|polis(?:a|y|ie|ę|e|ą|ami)?|p[óo]lizas?|"
    # French "police" with its number or kind, German "Police" after its article (not English "the police")
    r"police(?= d['’]assurance| n°| nr| no\b)|(?:num[ée]ro|n°) de police|"
    r"(?:(?<=meine )|(?<=meiner )|(?<=unsere )|(?<=unserer )|(?<=die )|(?<=der )|(?<=ihre )|(?<=deine ))police|"
    r"policen(?:nummer|-?nr\.?)?|"
    # an insurance named as the writer's with its number: "die Nummer meiner Hausratversicherung", "meine Kfz-Versicherung
    # hat die Nummer ..." (a contract's label: the possessive is wanted, numbers.py reads the social insurances)
    r"(?P<kind>[\w\-]*versicherung)|"
    r"versicherungsschein\w*|поліс\w*|полис\w*"
)
# a contract's or a membership's number: a policy only beside an insurance's word
_CONTRACT = (
    r"(?:\w+-)?vertrags?(?:nummer|-?nr\.?)|mitglieds?(?:nummer|-?nr\.?)|contract (?:number|no\.?)|member(?:ship)? (?:number|no\.?|id)|"
    r"n(?:[uú]mero|º|°|\.º)? de (?:contrato|socio|afiliado|asegurado)|contrato|"
    r"(?:num[ée]ro|n°) (?:de |d['’])?(?:contrat|adh[ée]rent|soci[ée]taire)|contrat|"
    r"(?:numer|nr\.?) (?:umowy|członkowski|czlonkowski)|umow[aye]|"
    r"(?:номер )?договор[уа]?|(?:номер )?договір|членськ\w* (?:номер|квит\w*)|членск\w* (?:номер|билет\w*)"
)
_LABEL = LazyPattern(r"(?<![^\W\d_])(?:(?P<policy>" + _POLICY + r")|(?P<contract>" + _CONTRACT + r"))(?![^\W\d_])")
# the writer's possessive on the policy: before it ("my health policy", "Мій поліс", "numer mojej polisy", "the number
# of my policy") within two words, or right after a number word the policy follows ("die Nummer meiner Police")
_OWNER_BEFORE = LazyPattern(
    r"(?<![^\W\d_])(?:my|our|mój|moj\w*|nasz\w*|mein\w*|unser\w*|mi|mis|nuestr\w*|mon|ma|mes|notre|nos|мій|моя|мо[єї]|мого|моєму|"
    r"наш\w*|мой|моего|моей|моему|моим)(?:\s[^\W\d_]+(?:-[^\W\d_]+)?){0,2}[\s\-]*$")
# a health insurance's membership: the value is the writer's patient record at the insurer
_HEALTH = LazyPattern(
    r"(?<![^\W\d_])(?:pkv|private[nr]? kranken\w*|krankenversicherung\w*|krankenkasse\w*|health|medical|medische|"
    r"zdrowotn\w*|medyczn\w*|luxmed|medicover|enel-med|seguro (?:de )?(?:salud|m[ée]dico)|sanitas|adeslas|dkv|asisa|"
    r"mutuelle|compl[ée]mentaire sant[ée]|дмс|омс|oms|медичн\w*|медицинск\w*)(?![^\W\d_])")
# an insurance's word, for a contract's or a membership's number (not a phone's, a lease's, a gym's)
_INSURANCE = LazyPattern(
    r"insur|versicher|pkv|krankenkass|haftpflicht|hausrat|kasko|ubezpiecz|polis|\boc\b|\bac\b|nnw|seguro|asegur|mutua|"
    r"p[óo]liza|assur|mutuelle|soci[ée]taire|страх|осцпв|осаго|каско|дмс|омс|поліс|полис|"
    # (round 49) an insurer named: "mon numéro de sociétaire à la Macif", "Vertragsnummer bei der HUK"
    r"\b(?:macif|maif|matmut|maaf|gmf|groupama|axa|allianz|generali|huk|devk|ergo|signal iduna|debeka|pzu|warta|hestia|"
    r"link4|mapfre|l[ií]nea directa|mutua madrile[ñn]a|direct line|aviva|admiral|churchill|geico|progressive|"
    r"state farm|росгосстрах|ингосстрах|ресо|согаз|уніка|оранта)\b")
# between the label and the value: a claim's, a case's, a damage's number (an insurer's reference), a phone's words
_NOT_POLICY = LazyPattern(
    r"claim|case|incident|damage|siniestro|parte|expediente|schaden|vorgang|fall|szkod|sprawy|zgłoszeni|sinistre|dossier|"
    r"déclaration|випадк|збитк|справ|убыт|случа|дел[оа]|tel|phone|hotline|infolini|servicenummer|llam|appel|телефон|"
    r"гаряч|горяч|iban|konto|account|cuenta|compte|рахун|сч[её]т|nip|(?<!ma)cif|siren|siret|regon|єдрпоу|егрпоу|инн|інн")
# the value: letters and digit groups joined by dashes, slashes, single spaces ("PL-ZDR-44719035", "214-0088713",
# "7755 8830 4421 9906", "KV-2291847-03")
_VALUE = LazyPattern(r"(?<![\w\-/])(?:[A-ZА-ЯІЇЄ]{1,5}[\-/])*\d[\dA-Z]*(?:(?:[\-/]|\s(?=\d))[\dA-Z]+)*(?![\w\-/])")
# (round 49) the writer needs the number for their own errand, right after it: "Versicherungsscheinnummer KH-... bei der
# HUK – brauche ich die für den Schadenfreiheitsrabatt?", "j'en ai besoin pour le relevé", "¿lo necesito para el parte?"
_NEEDED = LazyPattern(
    r"(?<![^\W\d_])(?:brauch\w* ich (?:die|den|sie|ihn|das)|do i need (?:it|this|that|the number)|"
    r"j'en ai besoin|(?:lo|la) necesito|potrzebuj\w* (?:go|jej)|czy (?:go|ją) potrzebuj\w*|"
    r"мне (?:он|она|его|её|ее) нуж\w*|нужен ли (?:он|мне)|мені (?:він|вона|його|її) потрібн\w*)(?![^\W\d_])")
# (round 49) a Russian OSAGO policy's series and ten digits ("полис ОСАГО ААС 7632059839", "ХХХ 0123456789"): the
# car owner's contract by its full shape, as a card's number is
_OSAGO = LazyPattern(r"(?<![^\W\d_])(?:осаго|полис\w*|e-?осаго)(?:\s+(?:осаго|№|номер|серия|серии))*[\s:№#]*"
                     r"([а-яa-z]{3}[\s\-№]*\d{10})(?!\d)")
# (round 49) a German eVB number (the insurer's confirmation for the registration office, seven characters): "eVB-Nummer
# von der HUK: 74K25CZ"; not "so was wie A7K3Q9M" (an example), not the question what one is
_EVB = LazyPattern(r"(?<![^\W\d_])evb(?:[\s\-]?(?:nummer|nr\.?|code))?(?![^\W\d_])[^.!?\n]{0,30}?"
                   r"(?<![a-z0-9])((?=[a-z]*\d)(?=\d*[a-z])[a-z0-9]{7})(?![a-z0-9])")
_EVB_EXAMPLE = LazyPattern(r"(?<![^\W\d_])(?:wie|z\.\s?b\.|beispiel\w*|etwa|like|such as|was ist|what is)(?![^\W\d_])")
# a claim's, a damage report's word right before the label ("Numer szkody z mojej polisy")
_CLAIM = LazyPattern(r"claim|siniestro|parte|schaden|szkod|sinistre|випадк|збитк|убыт|случа")
_SENTENCE_END = re.compile(r"(?<![Nn]r)(?<![Nn]o)(?<!N°)[.!?\n](?:\s|$)")  # (not "Nr. 4471")
_AMOUNT_AFTER = re.compile(r"\s?(?:€|eur|euro|zł|zl|pln|\$|usd|£|gbp|грн|uah|руб|₽|%|chf)", re.IGNORECASE)
# an example's, a template's or a sample's word before the label
_SAMPLE = LazyPattern(r"exampl|exempl|ejempl|beispiel|muster|przyk|wz[oó]r|приклад|пример|зраз|образ|sample|specimen|"
                      r"sp[ée]cimen|fictif|fictici|fikcyj|dummy|placeholder|mod[eè]le|modelo|fake|fałszyw|invent|erfunden|"
                      r"вигадан|выдуман|test")


def _digits(value: str) -> int:
    return sum(c.isdigit() for c in value)


def find_policy_numbers(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """Call add(REASON, start, end) for each insurance policy's number said as the writer's (see the module's doc)."""
    if not any(w in low for w in GATE_WORDS):
        return
    for m in _LABEL.compiled.finditer(low):
        if m.group("contract") and not _INSURANCE.compiled.search(low, max(0, m.start() - 60), min(len(low), m.end() + 40)):
            continue  # a phone's, a lease's, a gym's contract
        stop = _SENTENCE_END.search(text, m.end())
        end = min(stop.start() if stop else len(text), m.end() + 60)
        v = _VALUE.compiled.search(text, m.end(), end)  # (a few words between: "w Allianz to", "bei der HUK:")
        if v is None or v.start() - m.end() > 45:
            continue
        value = v.group().rstrip(" -/")
        compact = re.sub(r"[\s\-/]", "", value)
        if _digits(value) < 6 or _AMOUNT_AFTER.match(text, v.start() + len(value)) or "+" in text[max(0, v.start() - 2):v.start()]:
            continue
        if _NOT_POLICY.compiled.search(low, m.end(), v.start()) or example_between(low, m.end(), v.start()) \
                or lookalike_before(text, m.start()) or _SAMPLE.compiled.search(low, max(0, m.start() - 50), v.start()):
            continue
        if _CLAIM.compiled.search(low, max(0, m.start() - 25), m.start()):
            continue  # "Numer szkody z mojej polisy", "the claim on my policy": the claim's number
        owned = _OWNER_BEFORE.compiled.search(low, max(0, m.start() - 40), m.start()) is not None
        if m.group("kind") and not owned:
            continue  # "die Rentenversicherung ... 12 345678 ...": an insurance named, nobody's contract
        health = _HEALTH.compiled.search(low, max(0, m.start() - 30), min(len(low), v.start())) is not None
        if len(compact) == 16 and compact.isdigit() and m.group("policy") is not None:
            # an ОМС policy's single number has its own check: not the writer's, it counts when it passes
            health = ck.russian_oms_ok(compact)
        needed = _NEEDED.search(low, v.start() + len(value), min(len(low), v.start() + len(value) + 80)) is not None
        if owned or health or (needed and m.group("policy") and not m.group("kind")):
            add(REASON, v.start(), v.start() + len(value))


def find_vehicle_policies(text: str, low: str, add: Callable[[str, int, int], None]) -> None:
    """(round 49) A Russian OSAGO policy's full number and a German eVB number (see above): `low` is lower-cased `text`."""
    if "осаго" in low or "полис" in low:
        for m in _OSAGO.finditer(low):
            if not (lookalike_before(text, m.start()) or _SAMPLE.search(low, max(0, m.start() - 50), m.start(1))
                    or _CLAIM.search(low, max(0, m.start() - 25), m.start(1))):
                add(REASON, *m.span(1))
    if "evb" in low:
        for m in _EVB.finditer(low):
            if not (_EVB_EXAMPLE.search(low, max(0, m.start() - 40), m.start(1)) or _SAMPLE.search(low)
                    or _EVB_EXAMPLE.search(low, m.end(1), m.end(1) + 4)):
                add(REASON, *m.span(1))
