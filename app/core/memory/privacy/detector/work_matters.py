"""The writer's own job told in a work question (round 40): pay off the books, an injury at work, a base pay in figures.

The money rules read "I earn 3 000 zł", "my salary is ..."; the health rules a diagnosis. Three ways people tell their
own work life slip past them, all in the first person and each with a cue the general rules do not read:
- pay off the books: "Офіційно мені платять мінімалку, решту 20 тисяч у конверті", "they pay me cash in hand", "płacą
  mi pod stołem", "me pagan la mitad en negro", "je suis payé au black", "bekomme den Rest schwarz bar auf die Hand" -
  a pay verb of the writer's (receiving: "pay me", "мені платять", not "I pay my cleaner") and the envelope, the cash
  in hand or the black in one sentence: the writer's income and an offence by their employer;
- an injury at work: "Me fracturé la muñeca en el almacén y la mutua dice que no es accidente laboral", "I broke my
  wrist on shift and workers' comp denied it" - the writer's own injury verb and a work-accident word in the message
  (a broken wrist alone is a chat about a sport or a fall, which this module leaves to the others);
- a base pay with its figure in an offer comparison: "My base is $112,500 plus a 10% bonus", "mein Fixum liegt bei
  72.000 €", "moja podstawa to 14 500 zł brutto" - the writer's base, fixed pay or package and a sum.
Green: the same in general ("Is it legal to pay staff cash in hand?", "¿Qué es un accidente laboral?"), the writer as
the payer ("I pay my cleaner cash in hand"), a job advert's range ("base $110-130k"): no first-person pay or injury.

Round 49 (rlegal), the CURRENT PAY beside an offer or a payslip (`find_current_pay`): set broad-zzz118 (job hunting)
weighed offers against the writer's pay and found none of four, nor two payslips read out ("Offer came in: $118,500
base ... I'm currently on $97k", "Angebot: 68.000 € fix ... Aktuell 61.500", "Offre : 55 k€ fixe ... Je suis à 47 k€",
"Офер: 3 200 $ ... Зараз 2 400 $", "В розрахунковому листку 28 400 грн, на руки 22 862"): the money rules want an
earning verb ("I earn"), and the writer's pay is told here by "currently on", "aktuell", "je suis à", "зараз", "на
руки" and a bare figure. In en, pl, de, es, fr, uk and ru: the writer's present pay marker right before a sum (with a
currency, a thousand's word or a thousands' shape: "61.500", "22 862") and, in the message, an offer, a payslip or a
pay word ("offer", "Angebot", "oferta", "offre", "офер", "пропонують", "предлагают", "payslip", "розрахунковий
листок", "salary", "Gehalt", "зарплата").
Green stays: a job advert's range ("Вакансія: від 35 000 до 45 000 грн на руки": the figure before "на руки"), a
statistic ("зараз середня зарплата ..."), a gross-to-net sum, a price "currently" asked for with no pay word.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_gated, folded_lazy
from app.core.memory.privacy.detector.gates import opens, word_gate
from app.core.memory.privacy.detector.lazy import LazyPattern
from app.core.memory.privacy.detector.sentence_scope import stop_bounds

# ---------------------------------------------------------------- pay off the books

_OFF_BOOKS = (r"cash in hand|under the table|off the books|in an envelope|in envelopes|"
              r"schwarz|bar auf die hand|im umschlag|"
              r"pod stołem|pod stolem|w kopercie|w kopertach|na czarno|na lewo|"
              r"en negro|en mano|en un sobre|en sobres|bajo cuerda|"
              r"au black|au noir|de la main à la main|de la main a la main|dans une enveloppe|sous le manteau|"
              r"у конверті|в конверті|у конвертах|в конвертах|по-чорному|в чорну|начорно|"
              r"в конверте|в конвертах|по-черному|вчерную|в черную|черным налом|чёрным налом")
# the writer as the one paid (lower-cased text)
_PAID_ME = (r"pays? me|paid me|paying me|i(?:'m| am) paid|i get paid|i'm getting paid|i get|i receive|i earn|"
            r"zahlt mir|zahlen mir|bezahlt mir|bekomme ich|ich bekomme|ich kriege|kriege ich|ich verdiene|"
            r"płacą mi|płaci mi|placa mi|placi mi|dostaję|dostaje|zarabiam|"
            r"me pagan|me paga|cobro|gano|"
            r"je suis payée?|on me paie|on me paye|me paie|me paye|je gagne|"
            r"мені платять|мені платить|мені доплачують|отримую|заробляю|"
            r"мне платят|мне платит|мне доплачивают|получаю|зарабатываю")
_ENVELOPE = LazyPattern(r"(?<![\w'])(?:" + _PAID_ME + r")(?![\w'])[^.!?\n]{0,120}?(?<![\w'])(?:" + _OFF_BOOKS + r")(?![\w'])"
                        r"|(?<![\w'])(?:" + _OFF_BOOKS + r")(?![\w'])[^.!?\n]{0,80}?(?<![\w'])(?:" + _PAID_ME
                        + r")(?![\w'])")
_ENVELOPE_GATE = word_gate("cash", "table", "books", "envelope", "envelopes", "schwarz", "hand", "umschlag", "stołem",
                           "stolem", "kopercie", "kopertach", "czarno", "lewo", "negro", "mano", "sobre", "sobres",
                           "cuerda", "black", "noir", "main", "enveloppe", "manteau", "конверті", "конвертах",
                           "чорному", "чорну", "начорно", "конверте", "черному", "вчерную", "черную", "налом")

# ---------------------------------------------------------------- an injury at work

# the verb, then the body part within a few words ("I broke my build", "я сломал ноутбук" are no injury); German puts the
# participle last: "ich habe mir im Lager das Handgelenk gebrochen"
_BODY = (r"wrist|ankle|arm|leg|hand|finger|fingers|foot|toe|back|knee|shoulder|hip|rib|ribs|collarbone|elbow|nose|neck|"
         r"spine|thumb|handgelenk|knöchel|knoechel|bein|fuß|fuss|zeh|rücken|ruecken|knie|schulter|hüfte|huefte|rippe|"
         r"rippen|schlüsselbein|schluesselbein|ellbogen|nase|daumen|"
         r"rękę|reke|nogę|noge|nadgarstek|kostkę|kostke|palec|stopę|stope|żebro|zebro|żebra|zebra|obojczyk|łokieć|"
         r"lokiec|kolano|bark|biodro|nos|kręgosłup|kregoslup|"
         r"muñeca|muneca|tobillo|brazo|pierna|mano|dedo|pie|espalda|rodilla|hombro|cadera|costilla|costillas|clavícula|"
         r"clavicula|codo|nariz|"
         r"poignet|cheville|bras|jambe|main|doigt|pied|dos|genou|épaule|epaule|hanche|côte|cote|côtes|cotes|clavicule|"
         r"coude|nez|"
         r"руку|ногу|зап'ястя|щиколотку|палець|ступню|ребро|ребра|ключицю|лікоть|коліно|плече|стегно|ніс|спину|хребет|"
         r"запястье|лодыжку|палец|ребро|ключицу|локоть|колено|плечо|бедро|нос|спину|позвоночник")
_INJURED = (r"(?:i (?:broke|fractured|injured|hurt|sprained|dislocated|cut|burned|burnt|twisted) my|"
            r"złamałe?m|złamałam|zlamalem|zlamalam|skręciłe?m|skręciłam|skrecilem|skrecilam|uszkodziłe?m|uszkodziłam|"
            r"me (?:fracturé|fracture|rompí|rompi|torcí|torci|lesioné|lesione|disloqué|disloque|quemé|queme|corté|corte)"
            r"(?: el| la| los| las)?|"
            r"je me suis (?:cassée?|fracturée?|foulée?|blessée?|brûlée?|brulee?|coupée?|tordue?)(?: le| la| les| l')?|"
            r"я (?:зламала?|зламав|травмувала?|травмував|вивихнула?|вивихнув|пошкодила?|пошкодив)|"
            r"я (?:сломала?|сломал|травмировала?|травмировал|вывихнула?|вывихнул|повредила?|повредил))"
            r"(?:\s+[\w'’-]+){0,2}?\s+(?:" + _BODY + r")(?![\w'’])"
            r"|(?:habe|hab) mir (?:[\w-]+ ){0,5}?(?:" + _BODY + r") (?:[\w-]+ )?(?:gebrochen|verletzt|verstaucht|ausgekugelt|"
            r"verbrannt|angebrochen)")
_WORK_ACCIDENT = LazyPattern(
    r"(?<![\w'])(?:accident at work|work accident|workplace accident|workplace injury|injury at work|on shift|"
    r"workers'? comp\w*|industrial injury|riddor|arbeitsunfall|wegeunfall|berufsgenossenschaft|bg-arzt|"
    r"wypadek przy pracy|wypadku przy pracy|w pracy|wypadek w pracy|"
    r"accidente laboral|accidente de trabajo|mutua|baja laboral|en el trabajo|en el almacén|en el almacen|"
    r"accident du travail|accident de travail|au travail|à l'entrepôt|a l'entrepot|"
    r"виробнича травма|виробничу травму|нещасний випадок на виробництві|на роботі|на виробництві|"
    r"производственная травма|производственную травму|несчастный случай на производстве|на работе|на производстве)"
    r"(?![\w'])")
_INJURY = LazyPattern(r"(?<![\w'])(?:" + _INJURED + r")(?![\w'])")
_INJURY_GATE = word_gate("broke", "fractured", "injured", "hurt", "sprained", "dislocated", "cut", "burned", "burnt",
                         "twisted", "tordu", "gebrochen", "verletzt", "verstaucht", "ausgekugelt", "verbrannt",
                         "angebrochen", "złamałem", "złamałam", "zlamalem", "zlamalam", "skręciłem",
                         "skręciłam", "skrecilem", "skrecilam", "uszkodziłem", "uszkodziłam", "złamałm", "skręciłm",
                         "uszkodziłm", "fracturé", "fracture", "rompí", "rompi", "torcí", "torci", "lesioné", "lesione",
                         "disloqué", "disloque", "quemé", "queme", "corté", "corte", "caí", "cai", "cassé", "fracturé",
                         "foulé", "blessé", "brûlé", "brule", "coupé", "зламала", "зламав", "травмувала", "травмував",
                         "вивихнула", "вивихнув", "пошкодила", "пошкодив", "сломала", "сломал", "травмировала",
                         "травмировал", "вывихнула", "вывихнул", "повредила", "повредил")

# ---------------------------------------------------------------- a base pay with its figure

_SUM = (r"(?:[€£$]\s?\d[\d\s.,]*\d?\s?k?|\d[\d\s.,]*\s?k?\s?(?:€|£|\$|eur\b|euro\b|euros\b|zł|pln\b|usd\b|gbp\b|грн|"
        r"гривень|руб\w*|тис\w*|тыс\w*|tys\w*|tausend|mil\b))")
_BASE = LazyPattern(
    r"(?<![\w'])(?:my (?:base|base pay|fixed pay|ote|total comp|tc|package|current package|current base)|"
    r"mein (?:fixum|grundgehalt|festgehalt|paket)|meine (?:grundvergütung|fixvergütung)|"
    r"moja (?:podstawa|pensja zasadnicza)|moje (?:wynagrodzenie zasadnicze|fixum)|"
    r"mi (?:base|sueldo base|salario base|fijo|paquete)|"
    r"mon (?:fixe|salaire de base|package|brut annuel)|"
    r"мій (?:оклад|базовий оклад|фікс|пакет)|моя (?:ставка|база)|"
    r"мой (?:оклад|базовый оклад|фикс|пакет)|моя (?:ставка|база))"
    r"\s+(?:is|are|was|ist|liegt bei|beträgt|to|wynosi|es|son|está en|est de|est à|c'est|—|–|-|:|становить|складає|"
    r"составляет|—\s+это)?\s*(?:about |around |ungefähr |etwa |około |unos |environ |близько |около )?" + _SUM)
_BASE_GATE = word_gate("base", "pay", "ote", "comp", "tc", "package", "fixum", "grundgehalt", "festgehalt", "paket",
                       "grundvergütung", "fixvergütung", "podstawa", "zasadnicza", "zasadnicze", "sueldo", "salario",
                       "fijo", "paquete", "fixe", "salaire", "brut", "оклад", "фікс", "пакет", "ставка", "база",
                       "фикс")


def find_work_matters(text: str) -> list[Finding]:
    """The writer's pay off the books, injury at work or base pay with its sum (see the doc)."""
    envelope, base, injury = opens(text, _ENVELOPE_GATE), opens(text, _BASE_GATE), opens(text, _INJURY_GATE)
    if not (envelope or base or injury):
        return []  # (most messages: no word of any of the three)
    low = lower_keep_length(text)
    m = _ENVELOPE.compiled.search(low) if envelope else None
    if m is None and base and any(c.isdigit() for c in text):
        m = _BASE.compiled.search(low)
    if m is not None:
        return [Finding(Kind.FINANCE, "personal finances", *stop_bounds(text, m.start(), m.end()))]
    m = _INJURY.compiled.search(low) if injury else None
    if m is not None and _WORK_ACCIDENT.compiled.search(low) is not None:
        return [Finding(Kind.HEALTH, "health information", *stop_bounds(text, m.start(), m.end()))]
    return []


# ---------------------------------------------------------------- the current pay beside an offer (round 49)

# the writer's present pay, then its figure: a currency or a thousand's word, or a thousands' shape ("61.500", "22 862")
_NOW = folded_gated(
    r"(?<![\w'])(?:(?:i'm|im|i am) (?:currently |now |only )?(?:on|at|earning|making|paid)|"
    r"(?:my )?take-?home(?: pay)?(?: is| of)?|right now i (?:get|make|earn)|"
    r"(?:aktuell|derzeit|zurzeit|momentan) (?:bin ich bei|liege ich bei|verdiene ich|bekomme ich|habe ich|hab ich)|"
    r"ich (?:bin|liege) (?:aktuell |derzeit |gerade )?bei|"
    r"(?:obecnie|teraz|aktualnie) (?:mam|zarabiam|dostaję|biorę)|na rękę (?:mam|dostaję|wychodzi(?: mi)?)|"
    r"(?:ahora|actualmente) (?:cobro|gano|estoy en|tengo)|"
    r"(?:je suis|j'suis) (?:actuellement |aujourd'hui )?à|actuellement je (?:suis à|gagne|touche)|"
    r"(?:зараз|наразі|тепер) (?:маю|отримую|заробляю|у мене|в мене)|(?:сейчас|щас) (?:получаю|у меня)|на руки|"
    # a bare adverb: the writer's figure only at a sentence's start (find_current_pay)
    r"(?P<bare>currently|aktuell|derzeit|zurzeit|momentan|obecnie|teraz|aktualnie|ahora|actualmente|actuellement|"
    r"зараз|наразі|сейчас))"
    r"(?:\s?[:=\-–—]\s?|\s)(?:about |around |roughly |~|ca\.? |etwa |ungefähr |około |ok\.? |unos |environ |близько |"
    r"около |приблизно |примерно )?"
    r"(?:[€£$]\s?\d|\d+(?:[ .,\u00a0\u202f]\d{3})*(?:[.,]\d{1,2})?\s?(?:k€|k|€|£|\$|eur|euros?|zł|zl|pln|usd|gbp|tys\.?|"
    r"tysięcy|грн|тис\.?|тисяч|тыс\.?|тысяч|"
    r"руб\w*|₽|₴)(?![\w])|\d{1,3}(?:[ .,\u00a0\u202f]\d{3})+(?![\d.,]?\d)(?!\s?(?!(?:net|gross|brutto|netto|brut|netos?|"
    r"brutos?|до|після|после|a|per|pro|al|par|в|на|before|after|vor|nach|przed|po)(?![\w']))[^\W\d_]))")
# an offer, a payslip or a pay word in the message
_PAY_WORD = folded_lazy(
    r"(?<![\w'])(?:offers?|offered|salary|propos\w*|payslip|pay ?slip|package|base|"
    r"angebot\w*|gehalt\w*|gehaltsabrechnung|lohnabrechnung|"
    r"ofert\w*|pensj\w*|wynagrodzeni\w*|pasek (?:wypłaty|płacowy)|"
    r"oferta|ofrecen|sueldo|salario|nómina|"
    r"offre|salaire|fiche de paie|bulletin de (?:paie|salaire)|"
    r"офер\w*|оффер\w*|пропону\w*|зарплат\w*|розрахунков\w* лист\w*|"
    r"предлага\w*|расчётн\w* лист\w*|расчетн\w* лист\w*)(?![\w'])")


def find_current_pay(text: str) -> list[Finding]:
    """The writer's present pay and its figure told beside an offer or a payslip (see the doc)."""
    low = lower_keep_length(text)
    if _NOW.search(low) is None:
        return []
    if _PAY_WORD.search(low) is None:
        return []
    for m in _NOW.finditer(low):
        if m.group("bare") is not None and low[:m.start()].rstrip()[-1:] not in ("", ".", "!", "?", ":", ";", ",", "-", "–",
                                                                                  "—", "\n", "(", "*", "•"):
            continue  # "przeciętne wynagrodzenie obecnie 8 100 zł": a statistic's figure, not the writer's
        return [Finding(Kind.FINANCE, "personal finances", *stop_bounds(text, m.start(), m.end()))]
    return []
