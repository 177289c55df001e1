"""The writer's (or their family's) condition told in passing: a positive STI test, a paralysis, a late pregnancy's
week, an eye disease, a broken spine, an alcohol therapy, IVF rounds, a medical operation's bill (round 42).

People asking for something else (a shop, a list, a tax rule, a driving question) name the condition that shapes the
request in one clause: "Mein Test auf Chlamydien war positiv", "Ich bin seit dem Unfall querschnittsgelähmt, welcher
Onlineshop ...", "I'm 34 weeks with twins", "Mam zaćmę w lewym oku", "Po wypadku mam złamany kręgosłup", "Nach meiner
Alkoholtherapie steht die MPU an", "We've spent £14k on three rounds of IVF", "Meine Zahn-OP mit Implantaten kostet
6.800 €". The vocabulary (disclosures.py) lacks these terms or reads them only in another frame ("I have chlamydia",
"positiv auf Chlamydien", "I broke my spine"); each names a condition no one has in general. A term counts when its
sentence has the writer (or "my ...", or "we" for a couple's IVF) before it, as stated_conditions.py reads it:
- an STI (chlamydia, gonorrhoea, syphilis, trichomonas, genital herpes, HPV) beside a positive result word;
- a paralysis (paraplegic, tetraplegic, "querschnittsgelähmt", "sparaliżowany od pasa w dół");
- a pregnancy's week said as "I'm 34 weeks with twins / along / pregnant", "estoy de 34 semanas", "я на 34 тижні";
- an eye disease (cataract, "grauer/grüner Star", glaucoma, macular degeneration, a detached retina, keratoconus);
- a broken spine or vertebra ("złamany kręgosłup", "Wirbelbruch", "fractura de columna", "перелом хребта");
- an alcohol or drug therapy or withdrawal ("Alkoholtherapie", "Entzugsklinik", "terapia de alcoholismo");
- IVF rounds, cycles or attempts ("three rounds of IVF", "tres ciclos de FIV", "trois FIV", "три спроби ЕКЗ");
- an operation, implants or a prosthesis and what it costs ("Meine Zahn-OP kostet 6.800 €", "my hip replacement
  costs £12,000", "moja operacja kosztuje 9 tys.").
Green: the term asked about in general ("Is chlamydia curable?", "What is a cataract operation like?"): no first person
in its sentence; a negative result ("my chlamydia test was negative"); "I don't have ...", "nie mam", "keine": a
negation between the writer and the term; a hypothetical, a leaflet, a story, an example (stated_conditions.NOT_OWN);
a pet's operation ("my dog's surgery costs"), a "star" that is no eye's, "paralysed with fear".
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _rx
from app.core.memory.privacy.detector.gates import opens, whole_word_gate, word_gate
from app.core.memory.privacy.detector.sentence_scope import stop_bounds
from app.core.memory.privacy.detector.stated_conditions import NEGATED, NOT_OWN, OWNER
from app.core.memory.privacy.detector.text import has_digit

_STI = (
    r"chlamydi\w*|clamidi\w*|хламід\w*|хламид\w*|gonorrh?o\w*|gonorr\w*|rze[żz][ąa]czk\w*|tripper|blennorragie|гоноре\w*|"
    r"syphilis|syfilis|ki[łl](?:a|y|ę|ą|i|e)|s[íi]filis|сифіліс\w*|сифилис\w*|trichomon\w*|трихомон\w*|"
    r"genital herpes|genitalherpes|herpes genital\w*|herp[èe]s g[ée]nital|opryszczk\w* (?:narz[ąa]d[óo]w )?p[łl]ciow\w*|"
    r"генітальн\w* герпес\w*|генитальн\w* герпес\w*|hpv|впл|впч|mycoplasma genitalium"
)
_POSITIVE = _rx(
    r"(?<!\w)(?:positiv\w*|positive|pozytywn\w*|dodatni\w*|positiv[oa]s?|positif|positive|позитивн\w*|положительн\w*|"
    r"wykry\w*|nachgewiesen|detect\w*|d[ée]tect\w*|виявил\w*|выявил\w*|diagnos\w*|zdiagnozowa\w*|діагност\w*|"
    r"диагност\w*)(?!\w)"
)
_NEGATIVE = _rx(r"(?<!\w)(?:negativ\w*|negative|ujemn\w*|negativ[oa]s?|n[ée]gatif|n[ée]gative|негативн\w*|отрицательн\w*)(?!\w)")
_TERMS = (
    # a paralysis (not "paralysed with fear": the bare word only with the body's part below)
    r"querschnitt?s?gel[äa]hmt\w*|querschnitt?s?l[äa]hmung\w*|paraplegi\w*|parapl[ée]gi\w*|parapl[ée]j\w*|paraplej\w*|tetraplegi\w*|t[ée]trapl[ée]gi\w*|"
    r"tetrapl[ée]j\w*|quadriplegi\w*|hemiplegi\w*|h[ée]mipl[ée]gi\w*|параплег\w*|тетраплег\w*|геміплег\w*|гемиплег\w*|"
    r"paraly[sz]ed (?:from|below) the (?:waist|neck|chest|hips?)(?: down)?|"
    r"sparali[żz]owan\w* od (?:pasa|szyi|klatki)|(?:vom hals|von der h[üu]fte|ab der h[üu]fte|halbseitig) (?:abw[äa]rts )?gel[äa]hmt|"
    r"paralizad[oa] (?:de|desde) (?:la )?(?:cintura|cuello)|paralys[ée]e? (?:des jambes|à partir)|"
    r"паралізован\w* нижче|парализован\w* ниже|"
    # an eye disease
    r"cataracts?|katarakt\w*|za[ćc]m(?:a|y|ę|ą|ie|o)|catarat\w*|cataractes?|катаракт\w*|"
    r"grau\w* star\w*|gr[üu]n\w* star\w*|glaucoma|glaukom\w*|glaucome|глауком\w*|"
    r"macular degeneration|makuladegeneration|zwyrodnieni\w* plamki|degeneraci[óo]n macular|d[ée]g[ée]n[ée]rescence maculaire|"
    r"дегенерац\w* (?:сітківки|сетчатки|макули)|"
    r"netzhautabl[öo]sung|retinal detachment|detached retina|odwarstwieni\w* siatk[óo]wki|desprendimiento de retina|"
    r"d[ée]collement de (?:la )?r[ée]tine|відшарування сітківки|отслойк\w* сетчатки|keratoconus|keratokonus|"
    r"sto[żz]k\w* rog[óo]wki|k[ée]ratoc[ôo]ne|queratocono|кератоконус\w*|"
    # a broken spine or vertebra
    r"broken (?:back|spine|vertebra\w*)|fractured (?:spine|back|vertebra\w*)|(?:spinal|vertebral) fracture|"
    r"z[łl]aman\w* kr[ęe]gos[łl]up\w*|kr[ęe]gos[łl]up\w* z[łl]aman\w*|z[łl]aman\w* kr[ęe]g\w*|z[łl]amani\w* kr[ęe]g\w*|"
    r"(?:lenden|brust|hals)?wirbel(?:k[öo]rper)?(?:bruch|fraktur)\w*|wirbel\w* gebrochen|"
    r"fractura (?:de |en )?(?:la |una )?(?:columna|v[ée]rtebra\w*)|fracture (?:d'une |de la |des |du |de )?(?:vert[èe]bre\w*|colonne|rachis)|"
    r"(?:перелом\w*|зламан\w*) хребт\w*|хребет зламан\w*|(?:перелом\w*|сломан\w*) позвоночник\w*|позвоночник сломан\w*|"
    r"компресійн\w* перелом\w*|компрессионн\w* перелом\w*|"
    # an alcohol or drug therapy or withdrawal
    r"alkoholtherapie\w*|suchttherapie\w*|drogentherapie\w*|entzugstherapie\w*|alkoholentzug\w*|drogenentzug\w*|"
    r"entzugsklinik\w*|suchtklinik\w*|alcohol (?:therapy|treatment|detox)|alcoholism treatment|"
    r"terapi\w* (?:de |del |por |contra el )?alcoholismo|terapi\w* (?:de )?alcohol|desintoxicaci[óo]n alcoh[óo]lica|"
    r"cure (?:de d[ée]sintoxication|de sevrage)|sevrage (?:alcoolique|d'alcool|de l'alcool)|"
    r"terapi\w* alkoholow\w*|terapi\w* odwykow\w*|odwyk\w*|"
    r"лікуванн\w* від алкогол\w*|лечени\w* от алкогол\w*|"
    # IVF rounds, cycles or attempts
    r"(?:rounds?|cycles?|attempts?|tries|goes|runden|versuche|zyklen|ciclos|intentos|tentatives|essais|cykl\w*|"
    r"pr[óo]b\w*|podej[śs]\w*|спроб\w*|попыт\w*|протокол\w*) (?:of |de |von |mit |z |)(?:ivf|icsi|in[- ]?vitro|fiv|екз|эко)|"
    r"(?:ivf|icsi|fiv|екз|эко)[- ](?:rounds?|cycles?|attempts?|runden|versuche|zyklen|ciclos|intentos|tentatives)|"
    r"(?:two|three|four|five|six|zwei|drei|vier|f[üu]nf|dos|tres|cuatro|cinco|deux|trois|quatre|cinq|dwie|trzy|cztery|"
    r"pi[ęe][ćc]|дві|два|три|чотири|четыре|п'ять|пять|\d) (?:ivf|fiv|icsi|in[- ]?vitro|екз|эко)"
)
# an operation, implants or a prosthesis, and a sum it costs: "Meine Zahn-OP ... kostet 6.800 €"
_PROCEDURE = (
    r"surgery|op|\w+-op|(?:knie|h[üu]ft|augen|zahn|herz|r[üu]cken|bandscheiben|schulter|magen|brust|nasen|lid|"
    r"katarakt|star)(?:-op|operation)|operation|operacj\w*|zabieg\w*|operaci[óo]n|cirug[íi]a|"
    r"op[ée]ration|chirurgie|операці\w*|операци\w*|"
    r"(?:dental )?implants?|implantat\w*|implant\w* z[ęe]b\w*|implantes?|зубн\w* імплант\w*|зубн\w* имплант\w*|імплант\w*|"
    r"имплант\w*|(?:hip|knee) replacement|endoproteza|endoprotez\w*|proteza|protez\w*|prothese\w*|pr[óo]tesis|"
    r"proth[èe]se\w*|протез\w*|crowns?|kronen?|aparat\w* ortodontyczn\w*|ortodonc\w*|zahnspange"
)
_COST = _rx(
    r"(?<!\w)(?:cost\w*|kost\w*|koszt\w*|cuest\w*|costar\w*|co[ûu]t\w*|коштує|коштуват\w*|стоит|стоить|"
    r"price|preis|cena|precio|prix|ціна|цена|wydal\w*|wydał\w*|spent|paid|bezahlt|zapłaci\w*|pagu[ée]|pay[ée]|"
    r"заплати\w*)(?!\w)[^.!?\n]{0,40}?(?:[€£$]\s?\d|\d[\d\s.,]*\s?(?:€|£|\$|eur\b|euros?\b|zł|zl\b|pln\b|tys|k\b|"
    r"грн|руб|тис|тыс|dollars?\b|pounds?\b))"
)
# a pet's operation, a company's "operation", a car's
_NOT_HEALTH = _rx(
    r"(?<!\w)(?:dog'?s?|cat'?s?|pet'?s?|vet\w*|hund\w*|katze\w*|tierarzt\w*|pies\w*|psa|kot\w*|weterynarz\w*|perro\w*|"
    r"gato\w*|veterinari\w*|chien\w*|chat|v[ée]t[ée]rinaire\w*|собак\w*|кіт|кота|кот|ветеринар\w*|car|auto\w*|"
    r"samoch[óo]d\w*|coche|voiture|машин\w*|business|company|firma|empresa|entreprise|military|militar\w*|bank\w*|"
    r"banc\w*|bankow\w*|банк\w*|transfer\w*|virement|transferencia|przelew\w*|переказ\w*|перевод\w*|cards?|carte|tarjeta|"
    r"kart\w*|карт\w*|commission|prowizj\w*|comisi[óo]n|geb[üu]hr\w*|fees?|kredyt\w*|cr[ée]dit\w*|loan|kredit\w*)(?!\w)"
)
# the writer (or "we" of a couple's treatment) before the term: stated_conditions' owners and the first person plural
_OWNER_AT = _rx(
    r"(?<![\w'])(?:" + OWNER + r"|we|we've|we're|our|wir|unser\w*|uns|nosotros|hemos|llevamos|nuestr\w*|nous|"
    r"notre|nos|my|mieli[śs]my|zrobili[śs]my|przeszli[śs]my|nasz\w*|ми|мы|наш\w*|нам|нас)(?!\w)"
)
_PREGNANT_WEEK = _rx(
    r"(?<![\w'])(?:(?:i'm|i am|im) (?P<en>\d{1,2}) weeks?(?: \+ ?\d days?)?(?: pregnant| along| gone| with (?:twins|triplets|"
    r"a (?:boy|girl|baby|singleton)|baby|my (?:first|second|third|fourth)|our (?:first|second|third)))|"
    r"estoy de (?P<es>\d{1,2}) semanas|je suis (?:enceinte )?(?:à|de) (?P<fr>\d{1,2}) (?:semaines|sa)"
    r"(?= (?:de grossesse|d'am[ée]norrh[ée]e|avec des jume\w*|enceinte)|$)|"
    r"я (?:на |уже на |вже на )(?P<uk>\d{1,2})(?:-?[йм]у?)? (?:тижн\w*|недел\w*)"
    r"(?= (?:вагітн\w*|беремен\w*|з двійн\w*|с двойн\w*))|"
    r"bin (?:in der |jetzt in der )?(?P<de>\d{1,2})\.? (?:woche|ssw)(?= (?:schwanger|mit zwillingen|mit drillingen))|"
    r"jestem w (?P<pl>\d{1,2})\.? (?:tygodniu|tc)(?= (?:z bli[źz]ni\w*|ci[ąa][żz]y)))"
)
_GATE = word_gate(
    "chlamydi", "clamidi", "хламід", "хламид", "gonorr", "rzeżącz", "tripper", "blennorr", "гонор", "syphil", "syfil",
    "kiła", "kiły", "kiłę", "kiłą", "kiłe", "kiłi", "kilą", "kilę", "rzeżącz", "rzeżacz", "rzezącz", "sífil", "сифіл", "сифил", "trichomon", "трихомон", "herpes", "herpès",
    "opryszcz", "герпес", "mycoplasma",
    "querschni", "paraplé", "parapleg", "paraplej", "paraplég", "parapléj", "tetrapleg", "tétraplég", "tetraplej",
    "tetrapléj", "quadripleg", "hemipleg", "hémiplég", "параплег", "тетраплег", "геміплег", "гемиплег", "paralyse",
    "paralyze", "sparaliż", "gelähmt", "paralizad", "paralysé", "паралізов", "парализов",
    "cataract", "katarakt", "zaćm", "catarat", "катаракт", "grau", "grün", "glaucom", "glaukom", "глауком", "macular",
    "makula", "plamki", "maculaire", "дегенерац", "netzhaut", "retina", "siatków", "rétine", "сітківки", "сетчатки",
    "keratocon", "keratokon", "stożk", "kératoc", "querato", "кератокон",
    "broken", "fractured", "fracture", "złaman", "złamani", "wirbel", "fractura", "перелом", "зламан", "сломан",
    "хребет", "позвоночн",
    "therapie", "entzug", "klinik", "alcohol", "alcool", "alkohol", "odwyk", "alcoholismo", "alcohólica", "sevrage",
    "désintox", "алкогол",
    "ivf", "icsi", "vitro", "екз", "эко",
)
_FIV = whole_word_gate("fiv", "hpv", "впл", "впч")
# a pregnancy's week: its own gate (the week words are common; the pattern needs a digit too)
_WEEK_GATE = word_gate("week", "semanas", "semaines", "тижн", "недел", "woche", "ssw", "tygodniu")
_WEEK_WORDS = whole_word_gate("sa", "tc")
# the operation's bill: a procedure word and a figure
_COST_GATE = word_gate(
    "surgery", "operation", "operacj", "zabieg", "operación", "cirugía", "opération", "chirurg", "операці", "операци", "implant", "імплант", "имплант", "replacement", "endoprotez", "proteza", "protez",
    "prothese", "prótesis", "prothèse", "протез", "crown", "krone", "ortodon", "zahnspange",
)
_OP = whole_word_gate("op")
_TERM = _rx(r"(?<![\w'])(?:" + _TERMS + r")(?!\w)")
_STI_TERM = _rx(r"(?<![\w'])(?:" + _STI + r")(?!\w)")
_PROCEDURE_TERM = _rx(r"(?<![\w'])(?:" + _PROCEDURE + r")(?!\w)")
# (stated_conditions' negations and the ones that are one word with their verb: "немає", "нема", "нету", "nie ma")
_NEGATED_TOO = _rx(r"(?<!\w)(?:немає|нема|нету|nie ma|kein\w*|none|sin|aucune?)(?!\w)")
# the writer saying it is not theirs, or writing for work: "It's not about me, but ...", "Nie dotyczy mnie",
# "Ce n'est pas pour moi", "asking for a friend", "Piszę pracę zaliczeniową"; a clinic's, a practice's own offer
# (a customer's condition quoted in a ticket stays red: a named person's health - "Ticket von Herrn ...: 'Ich bin ...
# halbseitig gelähmt'", bzzz73-063)
_NOT_ABOUT_ME = _rx(
    r"(?<!\w)(?:not about me|not for me|not asking for me|asking for a friend|for a friend|nie dotyczy mnie|"
    r"nie chodzi o mnie|nie pytam dla siebie|pytam dla znajom\w*|dla kolegi|dla kole[żz]anki|nicht f[üu]r mich|"
    r"geht nicht um mich|f[üu]r (?:eine[nr]? )?(?:freund|freundin|bekannte\w*)|no es para m[íi]|no se trata de m[íi]|"
    r"para un amig[oa]|pas pour moi|ne me concerne pas|pour un(?:e)? ami\w*|не про мене|не для мене|не обо мне|"
    r"не для меня|для друга|для подруги|pracę zaliczeniow\w*|prac\w* magistersk\w*|essay|hausarbeit|referat|"
    r"trabajo de clase|expos[ée]|(?:our|unsere?[rnms]?|nasz\w*|nuestr\w*|notre|nos|наш\w*) (?:clinic|practice|klinik|"
    r"praxis|gabinet\w*|przychodni\w*|cl[íi]nica|clinique|cabinet|клінік\w*|клиник\w*)|patients|patienten|"
    r"pacjent\w*|pacientes|пацієнт\w*|пациент\w*|advert\w*|an ad|werbung|anzeige|reklam\w*|anuncio|publicit[ée]|"
    r"реклам\w*)(?!\w)"
)
_OWNER_REACH = 70
_AFTER_REACH = 45


def _owned(text: str, low: str, start: int, end: int) -> tuple[int, int] | None:
    """The sentence of the writer's own term at low[start:end] (stated_conditions._owned's reading, with "we"): None
    when it is not the writer's."""
    lo, hi = stop_bounds(text, start, end)
    owners = list(_OWNER_AT.finditer(low, max(lo, start - _OWNER_REACH), start))
    if owners:
        if NEGATED.search(low, owners[-1].start(), start) or _NEGATED_TOO.search(low, owners[-1].start(), start):
            return None
    elif _OWNER_AT.search(low, end, min(hi, end + _AFTER_REACH)) is None:
        return None
    if NOT_OWN.search(low, lo, hi) is not None or NOT_OWN.search(low, 0, min(len(low), 80)) is not None:
        return None
    if _NOT_ABOUT_ME.search(low) is not None:
        return None
    return lo, hi


def _finding(bounds: tuple[int, int]) -> list[Finding]:
    return [Finding(Kind.HEALTH, "health information", *bounds)]


def find_owned_conditions(text: str) -> list[Finding]:
    """The writer's or their family's condition of the kinds above, in the first person (see the doc)."""
    plain = opens(text, _GATE) or opens(text, _FIV)
    digit = has_digit(text)
    weeks = digit and (opens(text, _WEEK_GATE) or opens(text, _WEEK_WORDS))
    billed = digit and (opens(text, _COST_GATE) or opens(text, _OP))
    if not (plain or weeks or billed):
        return []  # (most messages: no term of any list; a week and a bill need a figure)
    low = lower_keep_length(text)
    if "’" in low:
        low = low.replace("’", "'")
    if plain:
        for m in _STI_TERM.finditer(low):
            bounds = _owned(text, low, m.start(), m.end())
            if bounds is not None and _POSITIVE.search(low, *bounds) and not _NEGATIVE.search(low, *bounds):
                return _finding(bounds)
        for m in _TERM.finditer(low):
            bounds = _owned(text, low, m.start(), m.end())
            if bounds is not None:
                return _finding(bounds)
    if weeks:
        for m in _PREGNANT_WEEK.finditer(low):
            week = next(int(g) for g in m.groups() if g)
            if 4 <= week <= 42:
                lo, hi = stop_bounds(text, m.start(), m.end())
                if NOT_OWN.search(low, lo, hi) is None:
                    return _finding((lo, hi))
    if billed:
        for m in _PROCEDURE_TERM.finditer(low):
            bounds = _owned(text, low, m.start(), m.end())
            if bounds is None:
                continue
            # (the figure may hold a full stop - "6.800 €" -, which stop_bounds ends a sentence at: read to ". " instead)
            ends = [i for i in (low.find(c, m.end()) for c in (". ", "!", "?", "\n")) if i >= 0]
            hi = min(ends) if ends else len(low)
            if _COST.search(low, bounds[0], hi) and not _NOT_HEALTH.search(low, bounds[0], hi):
                return _finding((bounds[0], max(bounds[1], hi)))
    return []
