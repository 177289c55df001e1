"""A child's condition told through what it changes for them (round 40, rdisc): a vaccination they may not have, and the
diagnosis given to a named child. "Ma fille a une contre-indication au vaccin ROR à cause de son traitement
immunosuppresseur", "Our paediatrician signed a medical exemption for Lily's MMR because of her immune condition",
"Lekarz wpisał Kubie odroczenie szczepienia na odrę, bo jest w trakcie chemioterapii", "Unser Jüngster darf wegen
seiner Immunschwäche nicht gegen Masern geimpft werden", "On vient de diagnostiquer une dyspraxie à Arthur", "У Марка
виявили дислексію".

The vocabulary reads "my son has leukaemia"; a parent asking the nursery about a vaccine says the condition as the
reason for the exemption, and a diagnosis given to a child is told with the child as its indirect object ("à Arthur",
"bei Nele", "u Kuby", "a Lucas le", "у Марка"), not as a subject that "has" it. In en, pl, de, es, fr, uk and ru:
- EXEMPT: a vaccination (vaccine, MMR, Impfung, vacuna, vaccin, szczepienie, щеплення, прививка) that someone may not
  have (an exemption, a contraindication, a deferral, "darf nicht geimpft werden", "no puede vacunarse", "медвідвід"),
  with its cause in the sentence (because of, wegen, à cause de, por, bo, через, из-за) and whose it is: a relative, a
  possessive (his, her, seiner, son, su, jego, його, его) or a child's given name;
- DIAGNOSED: a verb of diagnosing or finding (diagnosed, festgestellt, diagnostiqué, diagnosticado, stwierdzono,
  виявили, выявили) with a capitalised given name as the one it is found in ("diagnosed Oscar with", "à Arthur", "bei
  Nele", "u Kuby", "a Lucas le", "у Марка", "у Маши").
Green limits: the vaccine's contraindications in general ("Which conditions are contraindications to MMR?": nobody's,
no cause told of anyone), a child in general ("can a child with leukaemia get an exemption ...?"), a diagnosis of a
machine or a bug ("Arthur diagnosed the engine fault": the name is its subject, not the one it is found in).
"""
from __future__ import annotations

from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces, stop_bounds

_HEALTH = "health information"


# ---------------------------------------------------------------- EXEMPT

_VACCINE_GATE = word_gate("vaccin", "vacun", "impf", "geimpft", "szczepi", "щепл", "щеплен", "прививк", "привив", "вакцин",
                          "mmr", "ror", "immunis", "immuniz")
_EXEMPT = _rx(
    r"(?<![\w'])(?:(?:medical )?exemption|exempt(?:ed)?|contraindicat\w*|deferr\w*|can't (?:have|get|be given|be vaccinated)|"
    r"cannot (?:have|get|be given|be vaccinated)|can not (?:have|get)|(?:is|are) not allowed|"
    r"kontraindikation|impfbefreiung|befrei\w*|attest|(?:darf|dürfen|kann|können) (?:\w+ ){0,5}?nicht (?:\w+ ){0,3}?geimpft|"
    r"exención|exent[oa]|contraindicación|contraindicad[oa]|no (?:se |le |me )?puede(?:n)? (?:vacunar\w*|recibir|poner\w*)|"
    r"contre-indication|contre-indiqué\w*|dispense|exempté\w*|ne (?:peut|doit) pas (?:être vacciné\w*|recevoir|avoir)|"
    r"odroczeni\w*|przeciwwskazani\w*|zwolnieni\w*|nie (?:może|mogą) (?:być zaszczepion\w*|dostać|przyjąć)|"
    r"відвід\w*|медвідвід\w*|протипоказ\w*|не можна (?:щепити|робити|вакцинувати)|"
    r"медотвод\w*|противопоказ\w*|нельзя (?:прививать|делать|вакцинировать))(?![\w'])")
_CAUSE = _rx(
    r"(?<![\w'])(?:because|due to|owing to|as (?:she|he)|wegen|aufgrund|weil|à cause|en raison|car|parce qu\w*|por|"
    r"debido a|porque|ya que|bo|z powodu|ponieważ|przez|gdyż|через|бо|оскільки|из-за|так как|потому что)(?![\w'])")
_OWNER = _rx(
    r"(?<![\w'])(?:" + KIN + r"|син\w*|донь\w*|доч\w*|сын\w*|мо(?:єму|єї|ему|ей|ему)|his|her|their|our|seine\w*|ihre\w*|unser\w*|son|sa|ses|notre|nos|su|sus|nuestr\w*|"
    r"jego|jej|ich|nasz\w*|його|її|їх|наш\w*|его|её|ее|их)(?![\w'])")
# a child in general: the question is about any child
_ANY_CHILD = _rx(
    r"(?<![\w'])(?:a child|children|kids|a kid|a baby|babies|ein kind|kinder|un enfant|les enfants|un niño|una niña|"
    r"los niños|dziecko z|dzieci|дитина з|діти|ребёнок с|ребенок с|дети)(?![\w'])")

# ---------------------------------------------------------------- DIAGNOSED

_FOUND_GATE = word_gate("diagnos", "diagnoz", "діагност", "диагност", "festgestellt", "stwierdz", "wykry", "rozpozn",
                        "виявил", "выявил", "обнаружил", "встановил")
_FOUND = _rx(
    r"(?<![\w'])(?:diagnosed (?P<en>\w+) with|diagnostiqu\w+ (?:\w+ ){0,4}?à (?P<fr>\w+)|"
    r"bei (?P<de>\w+) (?:\w+ ){0,6}?(?:festgestellt|diagnostiziert)|a (?P<es>\w+) le (?:han |ha )?diagnosticad\w*|"
    r"u (?P<pl>\w+) (?:\w+ ){0,2}?(?:stwierdzono|zdiagnozowano|wykryto|rozpoznano|zdiagnozowali|stwierdzili|wykryli)|"
    r"(?:stwierdzono|zdiagnozowano|wykryto|rozpoznano|zdiagnozowali|stwierdzili|wykryli) u (?P<pl2>\w+)|"
    r"у (?P<uk>\w+) (?:\w+ ){0,2}?(?:виявили|діагностували|встановили|выявили|диагностировали|обнаружили)|"
    r"(?:виявили|діагностували|встановили|выявили|диагностировали|обнаружили) у (?P<uk2>\w+))(?![\w'])")


# a fault found in a thing, not a condition in a person ("bei Anna wurde ein Fehler in der Abrechnung festgestellt")
_THING = _rx(r"(?<![\w'])(?:bug|error|fault|defect|fehler\w*|mängel\w*|erreur\w*|panne|error(?:es)?|fallo\w*|avería|"
             r"błąd|błęd\w*|usterk\w*|wirus\w* na|помилк\w*|несправн\w*|ошибк\w*|неисправн\w*|поломк\w*)(?![\w'])")


def _named(t: str, m, given_name: Callable[[str], bool]) -> bool:
    """Whether the one the diagnosis is found in is a capitalised given name (or its Polish dative in -ie: "Kubie")."""
    for span in m.re.groupindex.values():
        if m.group(span) is None:
            continue
        word = t[m.start(span):m.end(span)]
        return word[:1].isupper() and (given_name(word) or (word.endswith("ie") and given_name(word[:-2] + "a")))
    return False


def _exempt(t: str, low: str, given_name: Callable[[str], bool]) -> list[Finding]:
    for m in _EXEMPT.finditer(low):
        a, b = stop_bounds(low, m.start(), m.end())
        if not _CAUSE.search(low, a, b) or _ANY_CHILD.search(low, a, b):
            continue
        if not (_OWNER.search(low, a, b) or any(
                w[:1].isupper() and (given_name(w.rstrip("'s").rstrip("’s")) or (w.endswith("ie") and given_name(w[:-2] + "a")))
                for w in t[a:b].split()[1:])):
            continue
        begin = after_spaces(t, a, b)
        return [Finding(Kind.HEALTH, _HEALTH, begin, b)]
    return []


def find_child_conditions(t: str, given_name: Callable[[str], bool]) -> list[Finding]:
    """A health finding on normalised `t` where a vaccination is refused someone with its cause, or a diagnosis is found
    in a named child (see the doc)."""
    vaccine, found = opens(t, _VACCINE_GATE), opens(t, _FOUND_GATE)
    if not (vaccine or found):
        return []
    low = lower_keep_length(t).replace("’", "'")
    if vaccine and _VACCINE.search(low):
        hit = _exempt(t, low, given_name)
        if hit:
            return hit
    if found:
        for m in _FOUND.finditer(low):
            if _named(t, m, given_name) and not _THING.search(low, *stop_bounds(low, m.start(), m.end())):
                a, b = stop_bounds(low, m.start(), m.end())
                begin = after_spaces(t, a, b)
                return [Finding(Kind.HEALTH, _HEALTH, begin, b)]
    return []


_VACCINE = _rx(r"(?:vaccin\w*|vacun\w*|\w*impf\w*|geimpft|szczepi\w*|щепл\w*|щеплен\w*|прививк\w*|привив\w*|вакцин\w*|"
               r"(?<![\w'])(?:mmr|ror)(?![\w'])|immuni[sz]\w*)")
