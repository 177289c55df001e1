"""A treatment that only one condition has, named instead of the condition (round 38, rimplied): "Мені змінили схему
АРТ на долутегравір, вірусне навантаження не визначається", "Me han cambiado a Biktarvy y la carga sigue
indetectable", "On m'a posé la chambre implantable hier, première cure vendredi", "Mañana tengo la cita en la clínica
para la segunda pastilla", "- 2º ciclo de FIV / - transferencia el lunes", "- 11. SSW / - Chef weiß nichts", "Der Test
war positiv auf Chlamydien".

The vocabulary reads HIV, cancer, an abortion or an infection named; the person living it names the pills, the port,
the step of the cycle. Each of these names one condition, in en, pl, de, es, fr, uk and ru:
- ANTIRETROVIRAL: an HIV drug by name (Biktarvy, dolutegravir, Descovy, Truvada, Triumeq ...), an antiretroviral
  scheme ("схема АРТ") or an undetectable viral load ("carga indetectable", "Viruslast nicht nachweisbar");
- PORT: a chemotherapy port implanted ("port put in", "chambre implantable", "Portkatheter", "reservorio", "port
  wszczepiony", "порт-систему");
- IVF: an IVF or ICSI cycle with one of its steps (transfer, retrieval, puncture, stimulation, the beta test);
- ABORTION: the second pill of a medical abortion at the clinic, or its drugs named (mifepristone, misoprostol);
- WEEKS: the pregnancy week in German notes ("11. SSW", "SSW 11") or in French ("12 SA");
- POSITIVE: a test come back positive for a named condition ("tested positive for", "positiv auf", "pozytywny na",
  "positivo en", "positif à", "позитивний на", "положительный на").
Each needs the writer: a first-person word (or a verb done to them: "me han cambiado", "мені змінили") or a note written
in lines. Green limits: a lesson or an exam (pharmacology, a drug's mechanism), patients, a clinic's offer, a study or
news (approved, launched, the company, shares), a question in general ("what is ...", "how does ... work"), a USB or a
harbour's port, a game's second pill, a hypothetical test ("if the test is positive").
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_finding

_REASON = "health information"


# (_gated: A treatment pattern behind its own word gate (gated_lazy.py): _GATE is their union, and opened on a fifth of
# chat turns ("support", "sport", "sa"), where each pattern alone rarely can match.)

_ARV_WORDS = ("biktarvy", "descovy", "truvada", "genvoya", "triumeq", "dovato", "odefsey", "symtuza", "juluca",
              "stribild", "atripla", "eviplera", "dolutegravir", "bictegravir", "raltegravir", "efavirenz", "tenofovir",
              "emtricitab", "rilpivirin", "darunavir", "cabotegravir", "vocabria", "isentress", "tivicay", "долутеграв",
              "біктарв", "биктарв", "тенофов", "ефавір", "эфавир", "антиретро", "antiretro", "antirretro", "antirétro", "antyretro", "арт",
              "viral", "viruslast", "wiremi", "вірусне", "вирусная", "indetect", "indétect", "nachweisbar")
_GATE = word_gate(
    *_ARV_WORDS, "port", "implantable", "reservorio", "порт", "ivf", "fiv", "icsi", "vitro", "эко", "екз", "in-vitro",
    "pastilla", "pill", "tablet", "comprim", "pigułk", "таблет", "mifeprist", "misoprost", "міфепр", "мифепр",
    "mifegyne", "cytotec", "мізопр", "мизопр", "ssw", "sa", "positiv", "pozytyw", "positif", "позитив", "положит")

_ARV = _gated(
    r"(?<![\w'])(?:biktarvy|descovy|truvada|genvoya|triumeq|dovato|odefsey|symtuza|juluca|stribild|atripla|eviplera|"
    r"dolutegravi\w*|bictegravi\w*|raltegravi\w*|efavirenz\w*|tenofovi\w*|emtricitabin\w*|rilpivirin\w*|darunavi\w*|"
    r"cabotegravi\w*|vocabria|isentress|tivicay|долутеграв\w*|біктарв\w*|биктарв\w*|тенофовір\w*|тенофовир\w*|"
    r"ефавіренз\w*|эфавиренз\w*|antiretrovira\w*|antirretrovira\w*|antyretrowirus\w*|antirétrovira\w*|"
    r"антиретровірус\w*|антиретровирус\w*|(?:схем\w*|терапі\w*|терапи\w*|препарат\w*) арт(?![\w'-])|"
    r"(?:viral load|carga(?: viral)?|charge virale|viruslast|wiremi\w*|вірусне навантаження|вирусная нагрузка)"
    r"(?:\s+\w+){0,2}?\s+(?:undetectable|indetectable|indétectable|nicht (?:mehr )?nachweisbar|niewykrywaln\w*|"
    r"не визначається|не определяется))(?![\w'])")
_PORT = _gated(
    r"(?<![\w'])(?:chambre implantable|port-?a-?cath|portkatheter\w*|port-system\w*|порт-систем\w*|"
    r"(?:port|reservorio|порт)\s+(?:\w+\s+){0,2}?(?:implanted|put in|fitted|inserted|implantiert|gelegt|colocado|"
    r"puesto|implantado|wszczepi\w*|założ\w*|встановил\w*|поставил\w*|вшил\w*)|"
    r"(?:implanted|fitted|put in|inserted|implantiert|gelegt|colocaron|pusieron|wszczepi\w*|założ\w*|встановил\w*|"
    r"поставил\w*|вшил\w*)\s+(?:\w+\s+){0,2}?(?:port|reservorio|порт)|(?:put|got|had) (?:my|a|the) port (?:in|fitted|put in))(?![\w'])")
_IVF = _gated(r"(?<![\w'])(?:ivf|fiv|icsi|in[ -]vitro|эко|екз)(?![\w'])")
_IVF_STEP = _lazy(
    r"(?<![\w'])(?:transfers?|transferencia|transfert|transfer\w*|retrieval|egg collection|punction|ponction|"
    r"punkcj\w*|punción|punktion|stims|stimulation|stymulacj\w*|estimulación|beta|hcg|cycles?|ciclo|cykl\w*|zyklus|"
    r"цикл\w*|протокол\w*|перенос\w*|підсадк\w*|подсадк\w*|пункці\w*|пункци\w*|embryo\w*|zarod\w*|embrion\w*|"
    r"embryon\w*|ембріон\w*|эмбрион\w*)(?![\w'])")
_ABORTION = _gated(
    r"(?<![\w'])(?:mifeprist\w*|misoprost\w*|mifegyne|cytotec|міфеприст\w*|мифеприст\w*|мізопрост\w*|"
    r"мизопрост\w*|(?:second|2nd) (?:pill|tablet)|segunda pastilla|zweite\w* tablette|deuxième comprimé|"
    r"drug\w* tabletk\w*|другу таблетку|вторую таблетку)(?![\w'])")
_CLINIC = _lazy(
    r"(?<![\w'])(?:clinic|appointment|clínica|cita|klinik|praxis|termin|clinique|planning|rendez-vous|rdv|klinik\w*|"
    r"wizyt\w*|gabinet\w*|клінік\w*|клиник\w*|прийом\w*|прием\w*|лікар\w*|врач\w*|mifeprist\w*|misoprost\w*|"
    r"міфеприст\w*|мифеприст\w*)(?![\w'])")
_WEEK = _gated(r"(?<![\w'])(?:\d{1,2}\.?\s*ssw|ssw\s*\d{1,2}|\d{1,2}\s*sa(?: d'aménorrhée)?)(?![\w'])")
_POSITIVE = _gated(
    r"(?<![\w'])(?:tested positive for|(?:test|result|swab|smear)\w* (?:was|came back|is) positive for|"
    r"positiv (?:auf|für)|positiv getestet auf|pozytywn\w* (?:na|w kierunku)|wynik\w* (?:na \w+ )?pozytywn\w*|"
    r"(?:dio|di|salió|he dado) positivo (?:en|para|de|a)|positiv[oa] (?:en|para|de) |test\w* positi\w* (?:à|au|aux|"
    r"pour)|positi\w* (?:à|au|aux) (?:la |l')?\w+|позитивн\w* на|положительн\w* на)")
_SELF = _lazy(
    r"(?<![\w'])(?:i|i'm|im|i've|ive|my|me|ich|mein\w*|mir|mich|muss|bin|hab|habe|je|j'\w+|mon|ma|mes|moi|m'\w+|"
    r"jestem|mam|biorę|nehme|tomo|prends|приймаю|принимаю|mój|moja|moje|mnie|mi|muszę|\w+łem|\w+łam|estoy|tengo|llevo|puedo|pido|yo|mis|me|я|мені|мене|мій|"
    r"моя|мої|мне|меня|мой|можу|могу|we|we're|our|wir|unser\w*|nous|notre|nos|nasz\w*|nosotros|nuestr\w*|ми|наш\w*|"
    r"мы)(?![\w'])")
_NOTE_LINE = _lazy(r"(?:^|\n)[ \t]*[-*•>][ \t]*\S")
_NOT_OWN = _lazy(
    r"(?<![\w'])(?:patients?|patient\w*|pacjen\w*|pacientes?|пацієнт\w*|пациент\w*|lecture|lesson|exam|class|"
    r"pharmacolog\w*|farmakolog\w*|pharmakolog\w*|farmacolog\w*|фармаколог\w*|mechanism|mechanizm\w*|mechanismus|"
    r"mecanismo|mécanisme|механізм\w*|механизм\w*|wykład\w*|egzamin\w*|vorlesung|prüfung|clase|examen|cours|лекці\w*|"
    r"лекци\w*|іспит\w*|экзамен\w*|study|studie|estudio|étude|badani\w*|досліджен\w*|исследовани\w*|approved|"
    r"zugelassen|aprobado|approuvé|zatwierdz\w*|схвален\w*|одобрен\w*|company|shares|usb|harbour|harbor|hafen|"
    r"puerto|portu|game|spiel|juego|jeu|gra|гра|игра|matrix|if|wenn|falls|si|jeśli|якщо|если|what is|what's|"
    r"was ist|co to jest|qué es|qu'est-ce|що таке|что такое|in general|im allgemeinen|en general|en général|"
    r"ogólnie|загалом|в целом|novel|roman|powieś\w*|novela|роман\w*|story|historia|geschichte|histoire)(?![\w'])")


def _hit(low: str) -> tuple[int, int] | None:
    for pattern in (_ARV, _PORT, _POSITIVE):
        m = pattern.search(low)
        if m is not None:
            return m.span()
    m = _IVF.search(low)
    if m is not None and _IVF_STEP.search(low):
        return m.span()
    m = _ABORTION.search(low)
    if m is not None and _CLINIC.search(low):
        return m.span()
    m = _WEEK.search(low)
    if m is not None:
        return m.span()
    return None


def find_telling_treatments(t: str) -> list[Finding]:
    """A health finding over the sentence of normalised `t` where the writer names a treatment, a step or a result that
    only one condition has (see the doc)."""
    if not opens(t, _GATE):
        return []
    low = lower_keep_length(t).replace("’", "'").replace("ʼ", "'")
    span = _hit(low)
    if span is None or not (_SELF.search(low) or _NOTE_LINE.search(low)) or _NOT_OWN.search(low):
        return []
    return [stop_finding(Kind.HEALTH, _REASON, t, *span)]
