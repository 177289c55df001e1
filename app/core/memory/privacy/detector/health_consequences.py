"""Health told by its consequence rather than its name, and an affair told without the word (round 32, rdisc):
"Jestem na L4 z powodu nerwicy lękowej", "La semana pasada tuve un aborto espontáneo a las diez semanas", "Mi hermana
Clara estuvo ingresada tres semanas por un trastorno de la conducta alimentaria", "Llevo un año con una relación a
escondidas con un compañero de trabajo. Mi marido sospecha algo".

The health vocabulary reads a condition's name with a verb of having ("I have ...", "mam ..."); a condition given as
the cause of a sick leave or of a hospital stay, a pregnancy lost, a relationship hidden from a partner were green.
In en, pl, de, es, fr, uk and ru:
- CAUSED: a sick leave (sick leave, off sick, signed off, L4, zwolnienie lekarskie, krankgeschrieben, de baja, arrêt
  maladie, лікарняний, больничный) or a hospital stay (hospitalised, admitted, in hospital, w szpitalu, im Krankenhaus,
  ingresado, hospitalisé, госпіталізований, в лікарні) with its cause after a causal preposition (because of, due to,
  with, for, z powodu, przez, wegen, por, pour, à cause de, через, из-за) - a cause that is no time span, no check-up;
- LOSS: a pregnancy lost (miscarriage, stillbirth, ectopic pregnancy, poronienie, Fehlgeburt, aborto espontáneo,
  fausse couche, викидень, выкидыш, завмерла вагітність);
- HIDDEN: a relationship kept from the writer's partner (a secrecy phrase - a escondidas, behind my husband's back,
  hinter dem Rücken meiner Frau, w tajemnicy przed mężem, en cachette de mon mari, таємно від чоловіка - with a word of
  a relationship or of seeing someone in the sentence).
An owner: the writer (first-person pronoun, possessive or verb form) or a relative (kin_debts.py's kin words), in the
sentence; for HIDDEN the writer in the message (the partner is "mi marido" in the next sentence).
Green limits: no owner, a topic question ("What are the signs of a miscarriage?", "How long is sick leave for
burnout?"), a condition ("if ..."), a negation before, "miscarriage of justice", a surprise or a purchase kept from a
partner (no relationship word).
"""
from __future__ import annotations

from app.core.memory.privacy.detector.debt_institutions import UNSURE
from app.core.memory.privacy.detector.debt_institutions import sentence_of as _sentence
from app.core.memory.privacy.detector.debt_procedures import HEDGE, IF, NEGATION, SELF, TOPIC
from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.kin_debts import KIN
from app.core.memory.privacy.detector.sentence_scope import after_spaces

_LEAVE = (r"sick leave|off sick|signed off(?: work)?|sick note|fit note|medical leave|l4|l-4|zwolnieni\w* lekarsk\w*|"
          r"na zwolnieniu|krankgeschrieben|krankschreibung|krankmeldung|krankenstand|baja médica|baja laboral|baja por enfermedad|"
          r"(?:estoy|estaba|estuve|está|sigo|llevo \w+ \w+|seguir) de baja|arrêt maladie|arrêt de travail|en arrêt|congé maladie|лікарнян\w*|больничн\w*|"
          # (round 40) the leave as the doctor gives it: "me han dado la baja por lumbalgia", "le médecin m'a arrêté deux
          # semaines pour une sciatique", "lekarz wystawił mi zwolnienie z powodu rwy" (the writer its object, the cause after)
          r"(?:me|le|te|nos|les) (?:han|ha|habían|había) dado (?:de )?(?:la )?baja|(?:me|le|te|nos|les) (?:dieron|dio) (?:de )?(?:la )?baja|"
          r"m'(?:a|ont) mise? en arrêt|(?:médecin|docteur|généraliste|toubib|doc) (?:\w+ ){0,3}?m'a arrêtée?|(?:wystawił\w*|wystawiono) mi zwolnieni\w*")
_STAY = (r"hospitali[sz]ed|admitted to (?:the )?hospital|(?:was|were|got|been|being) admitted|in (?:the )?hospital|in a (?:psychiatric )?(?:ward|clinic|unit)|"
         r"sectioned|w szpitalu|szpital\w* psychiatryczn\w*|hospitalizowan\w*|trafił\w* do szpitala|"
         r"im krankenhaus|ins krankenhaus|in der klinik|in die klinik|in der psychiatrie|eingeliefert|stationär|"
         r"ingresad[oa]s?|hospitalizad[oa]s?|en el hospital|hospitalisé\w*|à l'hôpital|admis\w* (?:à|aux) \w+|"
         r"госпіталізован\w*|госпітализован\w*|в лікарні|у лікарні|до лікарні|госпитализирован\w*|в больниц\w*|"
         r"в стационар\w*|у стаціонар\w*|в стаціонар\w*|поклали в \w+")
_CAUSE = (r"because of|due to|with|for|from|after|z powodu|przez|z|ze|na|wegen|mit|aufgrund|por|con|debido a|pour|"
          r"à cause d[e']|avec|через|из-за|з|с|із|по причині|по причине|з приводу")
# what after a causal preposition is no condition: a span of time, a check, a procedure without a name
_UNIT = (r"(?:hours?|days?|nights?|weeks?|months?|years?|weekend|godzin\w*|dni|dzień|doby|tydzień|tygodni\w*|miesiąc\w*|"
         r"miesięcy|rok|lat|stunden?|tage?n?|nächte?|wochen?|monat\w*|jahre?n?|horas?|días?|noches?|semanas?|mes\w*|años?|"
         r"heures?|jours?|nuits?|semaines?|mois|ans?|années?|годин\w*|дн\w*|доб\w*|тижн\w*|тиждень|місяц\w*|рок\w*|"
         r"час\w*|сут\w*|недел\w*|месяц\w*|год\w*|лет)")
_NOT_CAUSE = folded_compiled(r"(?:\d|(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|a few|a couple of|the (?:last|past|"
                 r"next|whole)|jeden|jedna|jedną|dwa|dwie|trzy|cztery|pięć|kilka|parę|ein\w*|zwei|drei|vier|fünf|ein paar|"
                 r"un|una|dos|tres|cuatro|cinco|unos|unas|deux|trois|quatre|cinq|quelques|один|одна|одну|два|дві|три|"
                 r"чотири|п'ять|кілька|две|четыре|пять|несколько|ці|эти|ті) )?(?:\w+ )?" + _UNIT + r"\b|"
                 r"observation|tests?\b|check|routine|work|appointment|school|wizyt\w*|szkoł\w*|termin\w*|schule|cita|escuela|"
                 r"colegio|rendez-vous|école|прийом\w*|приём\w*|школ\w*|(?:full |half |sick )?pay|the holidays?|"
                 r"(?:my|our|his|her|their|a friend|friends|kids|children|mi|mis|su|mon|ma|mes|mein\w*|sein\w*|ihr\w*|mam\w*|"
                 r"tat\w*|ojc\w*|matk\w*|brat\w*|siostr\w*|dzieck\w*|dzieć\w*|córk\w*|syn\w*|męż\w*|żon\w*|мам\w*|"
                 r"тат\w*|пап\w*|бать\w*|матір\w*|матер\w*|дит\w*|діть\w*|дет\w*|"
                 r"moim|moją|moj\w*|swoi\w*|swoją|wynagrodz\w*|lohn|sueldo|salaire|мо\w+|сво\w+|зарплат\w*)\b|"
                 r"badani\w*|obserwacj\w*|wynik\w*|(?:the )?results?\b|ergebnis\w*|resultad\w*|résultat\w*|результат\w*|"
                 r"prac\w*|untersuchung\w*|beobachtung|arbeit|pruebas|observación|trabajo|"
                 r"examens?|travail|обстеженн\w*|робот\w*|обследован\w*|работ\w*)")
_LOSS = (r"miscarriage|miscarried|miscarry|stillbirth|stillborn|ectopic pregnancy|pregnancy loss|lost (?:the|our|my) baby(?=\s*(?:[.,;!?]|$|at |in |during |last |this |when |after |before ))|"
         r"lost (?:the|my|our) pregnancy|poroniłam|poroniła|poronienie|poronieni\w*|straciłam ciążę|straciła ciążę|"
         r"ciąża pozamaciczn\w*|ciąży pozamaciczn\w*|martwe urodzenie|obumarł\w* ciąż\w*|"
         r"fehlgeburt\w*|totgeburt\w*|stille geburt|eileiterschwangerschaft|"
         r"aborto espontáneo|abortos espontáneos|perdí (?:al|el) bebé(?! (?:gato|perro|conejo))|perdí el embarazo|embarazo ectópico|muerte fetal|"
         r"fausse couche|fausses couches|fait une fausse|grossesse extra-utérine|perdu (?:le|notre|mon) bébé(?! (?:chat|chien|lapin|oiseau|hamster|tortue))|mort fœtale|"
         r"викидень|викидня|викиднем|втратила вагітність|завмерл\w* вагітн\w*|позаматков\w* вагітн\w*|"
         r"выкидыш\w*|потеряла беременность|замерш\w* беременн\w*|внематочн\w* беременн\w*|"
         r"мертвонароджен\w*|мертворожден\w*")
_SECRET = (r"secret (?:relationship|affair|lover)|relation secrète|liaison secrète|geheime (?:beziehung|affäre)|"
           r"relación secreta|tajn\w* (?:związ\w*|romans\w*)|таємн\w* (?:стосунк\w*|роман\w*)|"
           r"тайн\w* (?:отношени\w*|роман\w*)|a escondidas|en secreto|a espaldas de (?:mi|su) \w+|behind (?:my|his|her) (?:husband|wife|partner|boyfriend|"
           r"girlfriend|fianc\w+)'?s back|behind (?:my|his|her) (?:husband|wife|partner|boyfriend|girlfriend)s back|"
           r"secretly|in secret|"
           r"hinter dem rücken (?:meines|meiner|seines|seiner|ihres|ihrer) \w+|heimlich\w*|"
           r"w tajemnicy przed \w+|za plecami \w+|potajemnie|po kryjomu|"
           r"en cachette(?: de \w+ \w+)?|dans le dos de (?:mon|ma) \w+|en secret|"
           r"таємно(?: від \w+)?|потайки|за спиною \w+|тайно(?: от \w+)?|втайне(?: от \w+)?|за спиной \w+")
_RELATION = folded_compiled(r"(?<![\w'])(?:relationship|relation|seeing (?:him|her|someone|a)|dating|sleeping with|slept with|"
                r"meeting (?:him|her|up)|lover|fling|romance|kiss\w*|in love|"
                r"związ\w*|romans\w*|spotykam się|spotykamy się|widuję|sypiam|kochan\w*|"
                r"beziehung\w*|affäre|verhältnis|treffe mich|treffen uns|schlafe mit|geliebte\w*|liebhaber\w*|"
                r"relación|relaciones|lío|aventura|amante|me veo con|nos vemos|quedo con|me acuesto|enamorad\w*|"
                r"liaison|aventure|amant|maîtresse|je vois|on se voit|couche avec|amoureu\w*|"
                r"стосунк\w*|роман\w*|зустрічаюся|зустрічаємося|бачуся|сплю з|коханц\w*|коханк\w*|"
                r"отношени\w*|встречаюсь|встречаемся|сплю с|любовни\w*)(?![\w'])")
_NAME = folded_compiled(r"(?<![\w'])(?:(?P<l>" + _LEAVE + r")|(?P<s>" + _STAY + r")|(?P<p>" + _LOSS + r")|(?P<h>" + _SECRET + r"))"
            r"(?![\w'])")
_GATE = gated(_NAME)
_CAUSE_RX = folded_compiled(r"(?<![\w'])(?:" + _CAUSE + r") ")
_KIN_RX = folded_compiled(r"(?<![\w'])" + KIN + r"(?![\w'])")
_OWN = folded_compiled(r"(?<![\w'])(?:my|mine|our|mój|moja|moje|moim|mojej|moich|mi|mis|mein\w*|mon|mes|notre|"
           r"мій|моя|мої|моє|мого|моєї|мой|мои|мое|моего|моей|\w+łem|\w+łam|"
           r"tuve|estuve|estoy|llevo|perdí|j'ai|je suis|suis|bin|hatte|habe)(?![\w'])")
# a relationship hidden from a partner: the partner named in the message, no surprise or present kept from them
_PARTNER = folded_compiled(r"(?<![\w'])(?:husband|wife|partner|boyfriend|girlfriend|fianc\w+|married|marido|mujer|esposa?|pareja|novi[oa]|"
               r"casad[oa]|mann|frau|freund|freundin|verheiratet|mąż|męż\w*|żon\w*|partner\w*|chłopak\w*|dziewczyn\w*|"
               r"żonat\w*|mężatk\w*|mari|femme|conjoint\w*|copain|copine|marié\w*|чолов\w*|дружин\w*|муж\w*|жен\w*|"
               r"хлопц\w*|дівчин\w*|заміжн\w*|одружен\w*|замужем|женат\w*)(?![\w'])")
_SURPRISE = folded_compiled(r"(?<![\w'])(?:surprise\w*|gift|present|birthday|anniversary|sorpresa|regalo|cumpleaños|aniversario|"
                r"niespodzian\w*|prezent\w*|urodzin\w*|rocznic\w*|überraschung\w*|geschenk\w*|geburtstag\w*|jahrestag\w*|"
                r"cadeau\w*|anniversaire|сюрприз\w*|подарун\w*|подар\w*|день народженн\w*|день рождени\w*|годовщин\w*|"
                r"річниц\w*)(?![\w'])")
_TOGETHER = folded_compiled(r"(?<![\w'])(?:(?:husband|wife|partner|boyfriend|girlfriend|marido|mujer|esposa|pareja|novi[oa]|mann|frau|"
                r"freund|freundin|mąż|żona|partner\w*|mari|femme|conjoint|copain|copine|чоловік|дружина|муж|жена) "
                r"(?:and i|and me|i ja|und ich|y yo|et moi|і я|и я)|(?:ми|мы) (?:з|с|із) (?:чоловіком|дружиною|мужем|женой)|"
                r"(?:my|mój|mein\w*|mi|mon|ma|мій|моя|мой) \w+ (?:and i|i ja|und ich|y yo|et moi|і я|и я))(?![\w'])")
# a step weighed, not taken: "I'm thinking about asking for sick leave because of burnout" (unsettled.py's yellow)
_WEIGH = folded_compiled(r"(?<![\w'])(?:thinking (?:about|of)|considering|should i|wondering|ask(?:ing)? for|apply(?:ing)? for|"
             r"zastanawiam|rozważam|myślę o|überlege\w*|überlegen|me planteo|estoy pensando|pensando en|pedir|"
             r"je me demande|j'envisage|envisage|demander|думаю|роздумую|подумую|размышляю|подумываю)(?![\w'])")
# a question that opens on what may happen: "Can I get sick leave for a dentist appointment?"
_MAY = folded_compiled(r"(?:can|could|may|might|do|does|is|are|will|would|czy|kann|können|darf|dürfen|puedo|puede|pueden|se puede|"
           r"peut|peux|puis|est-ce|чи|можно|може|можна|могу)")
_GIVEN_ME = folded_compiled(r"(?<![\w'])(?:m'|me |mi )")
_NOT_LOSS = folded_compiled(r"miscarriage(?:s)? of justice|poronion\w*")
# someone working there, visiting, or an animal: "My aunt works in the hospital because of the good pay", "I visited
# my mum in hospital with flowers", "My cat was admitted to the vet clinic with a broken leg"
WORKS = folded_compiled(r"(?<![\w'])(?:works?|working|worked|job|nurse|doctor|staff|visit\w*|odwiedz\w*|besuch\w*|visité\w*|"
             r"відвіду\w*|відвіда\w*|навеща\w*|vet|vets|veterinar\w*|weterynar\w*|tierarzt\w*|vétérinaire|"
             r"ветеринар\w*|cat|dog|kot|kota|pies|psa|hund|katze|perro|gato|chat|chien|кіт|кота|собак\w*|кот|pracuj\w*|praca|pracowa\w*|arbeite\w*|"
             r"trabaj\w*|travaill\w*|працю\w*|робот\w*|работа\w*)(?![\w'])")
EXAMPLE = folded_compiled(r"(?<![\w'])(?:film|movie|novel|book|series|show|episode|character|story|article|script|"
               r"film\w*|serial\w*|powieś\w*|książk\w*|roman|buch|serie|película|novela|libro|série|livre|"
               r"фільм\w*|серіал\w*|книг\w*|фильм\w*)(?![\w'])")


def _has_cause(low: str, start: int, end: int) -> bool:
    """A causal preposition after `start` in the sentence whose object is no time span or check."""
    for c in _CAUSE_RX.finditer(low, start, end):
        rest = low[c.end():end].lstrip()
        if rest and rest[0].isalpha() and not _NOT_CAUSE.match(rest) and not _KIN_RX.match(rest):
            return True
    return False


def find_health_consequences(t: str) -> list[Finding]:
    """A finding (health or relationship) over the sentence of normalised `t` that tells a condition by the sick leave
    or hospital stay it caused, a pregnancy lost, or a relationship hidden from the writer's partner (see the doc)."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    for m in _NAME.finditer(low):
        a, b = _sentence(low, m.start(), m.end())
        whole = low[a:b]
        before = low[a:m.start()]
        if NEGATION.search(" ".join(before.split()[-3:])) or IF.search(before) or TOPIC.search(before):
            continue
        if HEDGE.search(before) or _WEIGH.search(before) or EXAMPLE.search(whole) or UNSURE.search(whole):
            continue
        first = whole.split()[:1]
        if whole.rstrip().endswith("?") and first and _MAY.fullmatch(first[0].strip("¿¡,")):
            continue
        if m.group("h"):
            if not _RELATION.search(whole) or _SURPRISE.search(low) or not _PARTNER.search(low):
                continue
            if _TOGETHER.search(whole):  # "My husband and I kiss in secret in the kitchen": hidden from others
                continue
            if not (SELF.search(low) or _OWN.search(low)):
                continue
            kind = Kind.RELATIONSHIP
        else:
            if m.group("p") and _NOT_LOSS.match(low, m.start()):
                continue
            if (m.group("l") or m.group("s")) and not _has_cause(low, m.end(), b):
                continue
            if m.group("s") and WORKS.search(whole):
                continue
            # (the leave given to the writer holds the writer: "m'a arrêté", "me han dado la baja", "wystawił mi")
            if not (SELF.search(whole) or _OWN.search(whole) or _KIN_RX.search(whole) or _GIVEN_ME.search(low, m.start(), m.end())):
                continue
            kind = Kind.HEALTH
        begin = after_spaces(t, a, b)
        return [Finding(kind, "health information" if kind is Kind.HEALTH else "relationship disclosure", begin, b)]
    return []
