"""Plain first-person and family troubles told through their consequences (round 35, rlife): "Не сплачую іпотеку вже
чотири місяці", "Виконавець наклав арешт на мої рахунки", "Суд відкрив провадження у справі про мою
неплатоспроможність", "Przyszedł odpis pozwu rozwodowego od żony", "my wife's been seeing our neighbour", "У меня роман
на стороне", "Mon fils me prend ma retraite et me menace", "Ми з хлопцем пара, сусіди дізналися і почали писати образи".

The vocabulary rules read the trouble by its own word ("debts", "affair", "gay"); told by what follows from it, the
word is missing. Here, in en, pl, de, es, fr, uk and ru, in one sentence (one message for the two-part ones):
- ARREARS (finance): the writer not paying their mortgage, rent or loan ("не сплачую іпотеку", "no pago la hipoteca",
  "je ne paie plus mon loyer", "zahle ... nicht mehr") with a counted time or the bank's move on the home;
- SEIZED (finance): a seizure or freeze on the writer's account, wages, card, pension or flat ("наклав арешт на мої
  рахунки", "komornik zablokował moje konto", "hat mein Konto gepfändet", "a bloqué mon compte") told with an
  enforcement officer or a debt in the message;
- INSOLVENT (finance): a court opening the writer's insolvency ("провадження у справі про мою неплатоспроможність",
  "insolvency proceedings against me", "Insolvenzverfahren über mein Vermögen", "реструктуризации моих долгов");
- AFFAIR (intimate life): the writer's spouse "('s) been seeing" / "meeting up with" someone ("spotyka się z",
  "trifft sich mit", "se ve con", "voit une autre", "встречается с"), not a doctor or therapist; the writer's own affair
  said as "роман на стороні/стороне";
- DIVORCE (intimate life): a divorce petition or suit in the same message as the writer's spouse it comes from ("pozew
  rozwodowy od żony", "иск о разводе от жены", "Scheidungsantrag meines Mannes");
- ELDER (intimate life): a son, daughter, grandchild or carer taking the writer's pension or money, and threatening;
- COUPLE (sexuality): a couple ("ми з хлопцем пара", "my boyfriend and I are a couple") that neighbours, family or
  colleagues found out about and insult: the hostility is what tells the orientation;
- TAKEN_FOR (health): a medicine the writer takes for a condition ("que tomo por la trombosis", "das ich gegen meine
  Depression nehme"): the clause up to the condition is re-read by find_disclosures alone, so a later "¿se puede pedir
  por la app?" does not make it technical talk.
Green limits: a question in general (no first-person word), a condition ("if"), fiction or homework (the usual drops
in verdict.py run after), a tenant's arrears, a spouse seeing a doctor, a couple with no hostility.
"""
from __future__ import annotations

import re
from collections.abc import Callable

from app.core.memory.privacy.detector.findings import Finding, Kind, lower_keep_length
from app.core.memory.privacy.detector.folded_patterns import folded_compiled
from app.core.memory.privacy.detector.gates import gated
from app.core.memory.privacy.detector.sentence_scope import stop_span

# ---------------------------------------------------------------- ARREARS
_NOT_PAYING = (r"(?:(?:i )?(?:haven'?t|have not) (?:been )?pa(?:id|ying)|i'?m not paying|i stopped paying|i can'?t pay|"
               r"i (?:have )?(?:missed|defaulted on)|"
               r"nie (?:płacę|spłacam|opłacam|zapłaciłe?a?m|spłaciłe?a?m|jestem w stanie (?:spłacać|płacić))|"
               r"przestałe?a?m (?:płacić|spłacać)|"
               r"(?:zahle|bezahle|bediene|begleiche) (?:\S+ ){0,4}?nicht(?: mehr)?|kann (?:ich )?(?:\S+ ){0,4}?nicht "
               r"(?:mehr )?(?:be)?zahlen|"
               r"no (?:pago|puedo pagar|he pagado)|sin pagar|dejé de pagar|he dejado de pagar|"
               r"je ne (?:paie|paye|rembourse) plus|je n'ai (?:pas|plus) (?:payé|remboursé)|j'ai arrêté de payer|"
               r"je ne peux plus payer|"
               r"не (?:сплачую|плачу|виплачую|платив|платила|сплачував|сплачувала|можу (?:сплачувати|платити))|"
               r"перестав платити|перестала платити|"
               r"не (?:плачу|выплачиваю|платил|платила|выплачивал|выплачивала|могу (?:платить|выплачивать))|"
               r"перестал\w* платить)")
_MY_DUES = (r"(?:(?:my |our |the |mój |moją |mojego |mein\w* |unser\w* |die |den |mi |la |el |mon |ma |le |mes |"
            r"за |свою |мою |мій |свій )?(?:mortgage|rent|loan|car loan|instal\w*|kredyt\w*|hipotek\w*|czynsz\w*|rat\w*|"
            r"pożyczk\w*|miete|kredit\w*|raten|rate|hypothek\w*|darlehen|hipoteca|alquiler|préstamo|cuotas?|"
            r"crédit(?: immobilier)?|prêt|loyer|mensualités|іпотек\w*|ипотек\w*|кредит\w*|оренд\w*|аренд\w*|"
            r"квартплат\w*|комуналк\w*|позик\w*|займ\w*))")
_COUNTED = (r"(?:\d+|two|three|four|five|six|several|a few|dwa|dwóch|trzy|trzech|cztery|czterech|pięć|pięciu|sześć|kilka|"
            r"kilku|zwei|drei|vier|fünf|sechs|mehrere|dos|tres|cuatro|cinco|seis|varios|deux|trois|quatre|cinq|six|"
            r"plusieurs|два|дві|три|чотири|п'ять|шість|кілька|четыре|пять|шесть|несколько|другий|третій|четвертий|"
            r"второй|третий|четвёртый|четвертый|second|third|fourth|drugi|trzeci|czwarty)\s+(?:\S+\s+)?"
            r"(?:months?|weeks?|miesi\w+|monat\w*|wochen|meses|semanas|mois|semaines|місяц\w*|міс\.?|тижн\w*|"
            r"месяц\w*|мес\.?|недел\w*)|half a year|six months|pół roku|ein halbes jahr|medio año|six mois|"
            r"півроку|полгода|пол года")
_BANK_MOVES = (r"(?:foreclos\w*|repossess\w*|evict\w*|licytac\w*|eksmisj\w*|wypowiedzia\w*|zwangsversteiger\w*|"
               r"räumung\w*|gekündigt|desahucio|ejecución hipotecaria|embargo|saisie|expulsion|"
               r"стягнення|виселенн\w*|забрати квартиру|взыскани\w*|выселени\w*|забрать квартиру|в суд)")
_ARREARS = folded_compiled(r"(?<![\w'])(?:ich (?:zahle|bezahle|kann)|(?:zahle|bezahle|kann) ich) (?:\S+ ){0,4}?" + _MY_DUES
               + r"(?:\s+\S+){0,3}?\s+nicht(?: mehr)?(?![\w'])"
               r"|(?<![\w'])" + _NOT_PAYING + r"(?![\w'])(?:\s+\S+){0,3}?\s+" + _MY_DUES + r"(?![\w'])"
               r"|(?<![\w'])" + _MY_DUES + r"(?:\s+\S+){0,2}?\s+" + _NOT_PAYING + r"(?![\w'])")
_ARREARS_WHEN = folded_compiled(r"(?<![\w'])(?:" + _COUNTED + "|" + _BANK_MOVES + r")(?![\w'])")

# ---------------------------------------------------------------- SEIZED
_AGENT = (r"(?:bailiffs?|enforcement (?:officer|agent)s?|debt collectors?|komornik\w*|egzekuc\w*|gerichtsvollzieher\w*|"
          r"pfänd\w*|embargad\w*|embargo|huissiers?|commissaire de justice|виконав\w*|приватн\w+ виконав\w*|пристав\w*|"
          r"борг\w*|долг\w*|dług\w*|schulden|deudas?|dettes?|debts?|hacienda|finanzamt)")
_SEIZE = (r"(?:seized|froze|frozen|freezes|garnish\w*|zajął|zajęł\w*|zajmuje|zablokował\w*|zablokowane|"
          r"gepfändet|pfändet|gesperrt|eingefroren|blockiert|embargad[oa]s?|embarga|bloquead[oa]|congelad[oa]|"
          r"saisi[es]?|bloqué[es]?|gelé[es]?|"
          r"наклав арешт на|наклали арешт на|арештував\w*|арештован\w*|заблокува\w*|списує|списали|"
          r"наложил\w* арест на|арестовал\w*|арестован\w*|заблокирова\w*|списыва\w*)")
_MY_THING = (r"(?:my|mój|moje|moją|mojego|mi|mein\w*|mon|ma|mes|mi|mis|мо\w{1,3}|мій|свою|свої|свой|свои)\s+"
             r"(?:\w+\s+)?(?:accounts?|wages?|salary|pension|card|flat|house|konto|pensj\w*|wypłat\w*|emerytur\w*|"
             r"kart\w*|mieszkani\w*|gehalt|lohn|rente|karte|wohnung|cuentas?|nómina|sueldo|pensión|tarjeta|piso|casa|"
             r"comptes?|salaire|retraite|carte|appartement|maison|рахун\w*|зарплат\w*|пенсі\w*|картк\w*|квартир\w*|"
             r"счет\w*|счёт\w*|карт\w*|пенси\w*)")
_SEIZED = folded_compiled(r"(?<![\w'])" + _SEIZE + r"(?:\s+\S+){0,2}?\s+" + _MY_THING + r"(?![\w'])"
              r"|(?<![\w'])" + _MY_THING + r"(?:\s+\S+){0,3}?\s+(?:(?:was|were|has been|have been|got|is|wurde|ist|"
              r"został\w*|jest|fue|ha sido|a été|est|було|був|була|было|был|была)\s+)?" + _SEIZE + r"(?![\w'])"
              r"|(?<![\w'])(?:me|mi|mir|mnie)\s+(?:\S+\s+){0,2}?" + _SEIZE + r"(?:\s+\S+){0,1}?\s+"
              r"(?:la |el |die |das |den |le |la )?(?:cuenta|nómina|sueldo|pensión|konto|pensj\w*|wypłat\w*|gehalt|lohn|"
              r"salaire|compte|retraite)(?![\w'])")
_AGENT_RX = folded_compiled(r"(?<![\w'])" + _AGENT + r"(?![\w'])")

# ---------------------------------------------------------------- INSOLVENT
_INSOLVENCY = (r"(?:insolvency|bankruptcy|insolvenz\w*|privatinsolvenz\w*|upadłoś\w*|upadłości konsumenckiej|"
               r"concurso(?: de acreedores)?|segunda oportunidad|faillite|surendettement|rétablissement personnel|"
               r"неплатоспроможн\w*|банкрут\w*|банкротств\w*|реструктуризаци\w* (?:моих|моїх) (?:долгов|боргів))")
_COURT_OPENS = (r"(?:opened|started|granted|declared|admitted|eröffnet|ogłosił|otworzył|wszczął|abrió|ha abierto|admitió|"
                r"ha admitido|admitido|declaró|ouvert|prononcé|recevable|відкрив|відкрито|визнав|ввів|открыл|открыто|"
                r"признал|ввёл|ввел)")
_FIRST = (r"(?:me|my|mein\w*|mir|mich|mnie|moj\w*|moją|mi|mon|ma|mes|мене|мою|моє|моїх|мій|меня|мою|моё|моих|мой)")
_INSOLVENT = folded_compiled(r"(?<![\w'])" + _COURT_OPENS + r"(?![\w'])[^.!?\n]{0,60}?(?<![\w'])" + _FIRST + r"(?![\w'])"
                 r"[^.!?\n]{0,40}?(?<![\w'])" + _INSOLVENCY + r"|(?<![\w'])" + _INSOLVENCY
                 + r"(?:\s+\S+){0,4}?\s+(?:against me|über mein\w* vermögen|"
                 r"(?:wobec|przeciwko) mnie|contra mí|à mon encontre|щодо мене|против меня)(?![\w'])"
                 r"|(?<![\w'])" + _COURT_OPENS + r"(?![\w'])[^.!?\n]{0,60}?реструктуризаци\w* (?:моих|моїх) (?:долгов|боргів)")
_INSOLVENT_COURT = folded_compiled(r"(?<![\w'])" + _COURT_OPENS + r"(?![\w'])")

# ---------------------------------------------------------------- AFFAIR
_SPOUSE = (r"(?:my (?:wife|husband|partner|girlfriend|boyfriend|fiancée?)|mój mąż|moja żona|mój partner|moja partnerka|"
           r"mein (?:mann|partner|freund)|meine (?:frau|partnerin|freundin)|mi (?:mujer|esposa|marido|esposo|pareja|novi[oa])|"
           r"mon (?:mari|conjoint|copain|compagnon)|ma (?:femme|conjointe|copine|compagne)|мій чоловік|моя дружина|"
           r"мій хлопець|моя дівчина|мой муж|моя жена|мой парень|моя девушка|"
           r"(?<!\w )(?:mąż|żona|marido|mari|дружина|муж|жена))")  # (bare where the possessive is often dropped;
#            "Frau", "mujer", "femme", "чоловік" are also any woman or man)
_SEES = (r"(?:(?:'s|has|is|had) been (?:secretly )?(?:seeing|meeting up with|sleeping with)|is (?:secretly )?seeing|"
         r"spotyka się (?:potajemnie |od \S+ )?z|trifft sich (?:\S+ ){0,3}?mit|se ve (?:\S+ )?con|"
         r"voit (?:une autre|un autre|quelqu'un)|зустрічається (?:\S+ )?з|бачиться з|встречается (?:\S+ )?с|видится с)")
_NOT_LOVER = folded_compiled(r"(?<![\w'])(?:a |an |the |his |her |their |a new |einem |einer |ihrer |ihrem |seiner |seinem |un |une |el |la |"
                 r"su |sus |son |sa |ses |jej |jego |swoim |swoją |своїм |своєю |своим |своей )?(?:doctor|therapist|"
                 r"physio\w*|counsel+or|specialist|psychiatrist|psychologist|dentist|lawyer|coach|trainer|arzt|ärztin|"
                 r"therapeut\w*|anwalt|anwältin|lekarz\w*|terapeut\w*|prawnik\w*|médico|terapeuta|abogad\w|médecin|avocat\w*|"
                 r"psy|лікар\w*|терапевт\w*|психолог\w*|юрист\w*|врач\w*|friends|freunden|amigos|amis|znajomymi|"
                 r"друзями|кимось з роботи|colleagues|friends|mates|kolegami|koleżankami|przyjaciółmi|kollegen|kolleginnen|"
                 r"colegas|compañeros|collègues|copains|колегами|друзями|коллегами|подругами|"
                 # (family: "se ve con su hermana", "trifft sich mit seiner Mutter")
                 r"sister|brother|mother|father|parents|family|kids|children|siostrą|bratem|mamą|matką|tatą|rodzicami|"
                 r"rodziną|dziećmi|schwester|bruder|mutter|vater|eltern|familie|kindern|hermana|hermano|madre|padre|padres|"
                 r"familia|hijos|sœur|soeur|frère|mère|père|parents|famille|enfants|сестрою|братом|мамою|матір'ю|батьком|"
                 r"батьками|родиною|дітьми|сестрой|братом|мамой|матерью|отцом|родителями|семьей|семьёй|детьми)(?![\w'])")
_AFFAIR = folded_compiled(r"(?<![\w'])" + _SPOUSE + r"(?:(?='s )|\s+(?:\S+\s+){0,2}?)" + _SEES + r"(?![\w'])"
              r"|(?<![\w'])(?:у мене|у меня|в мене|я завела?|я закрутил\w*|я маю|я имею) (?:\S+ )?роман на сторон[іеи]")
_IF = folded_compiled(r"(?<![\w'])(?:if|whether|wenn|falls|ob|si|jeśli|jeżeli|gdyby|czy|якщо|чи|если|ли)(?![\w'])")
_FICTION = folded_compiled(r"(?<![\w'])(?:novel|story|film|movie|series|book|character|homework|essay|roman\w*|powieś\w*|"
               r"opowiadani\w*|film\w*|serial\w*|książ\w*|postać|zadanie|wypracowanie|geschichte|buch|figur|hausaufgabe|"
               r"aufsatz|novela|historia|película|serie|libro|personaje|deberes|redacción|histoire|série|livre|"
               r"personnage|devoirs|rédaction|роман[іуа]|оповіданн\w*|фільм\w*|книз\w*|персонаж\w*|твір|рассказ\w*|"
               r"книг\w*|сочинени\w*|домашн\w+ завдан\w*|домашн\w+ задани\w*)(?![\w'])")

# ---------------------------------------------------------------- DIVORCE
_DIVORCE_SUIT = (r"(?:divorce (?:petition|papers|application)|petition for divorce|pozew rozwodowy|pozwu rozwodowego|"
                 r"pozew o rozwód|pozwu o rozwód|scheidungsantrag\w*|scheidungsklage|demanda de divorcio|"
                 r"requête en divorce|assignation en divorce|demande de divorce|позов про розлучення|позову про розлучення|"
                 r"заяв\w* про розлучення|иск о разводе|иска о разводе|заявлени\w* о разводе)")
_FROM_SPOUSE = (r"(?:(?:my|from my) (?:wife|husband|ex)|my (?:wife|husband)'s|od (?:mojej |mojego )?(?:żony|męża)|"
                r"(?:meiner|meines) (?:frau|mannes|ehefrau|ehemannes)|von meine[mr] (?:frau|mann)|de mi (?:mujer|marido|"
                r"esposa|esposo)|de (?:ma femme|mon mari|mon épouse|mon époux)|від (?:моєї |мого )?(?:дружини|чоловіка)|"
                r"от (?:моей |моего )?(?:жены|мужа))")
_DIVORCE = folded_compiled(r"(?<![\w'])(?:" + _DIVORCE_SUIT + r")(?![\w'])[^.!?\n]{0,40}?(?<![\w'])" + _FROM_SPOUSE + r"(?![\w'])"
               r"|(?<![\w'])" + _FROM_SPOUSE + r"(?![\w'])\s+(?:\S+\s+){0,1}?" + _DIVORCE_SUIT + r"(?![\w'])")

# ---------------------------------------------------------------- ELDER
_KIN_CARER = (r"(?:my (?:son|daughter|grandson|granddaughter|carer|caregiver|nephew|niece)|(?:mój |moja )?(?:syn|córka|"
              r"wnuk|wnuczka|opiekunka|opiekun)|mein\w* (?:sohn|tochter|enkel\w*|pfleger\w*|betreuer\w*)|"
              r"mi (?:hijo|hija|niet[oa]|cuidador\w*|sobrin[oa])|(?:mon|ma) (?:fils|fille|petit-fils|petite-fille|"
              r"aide-soignante?|auxiliaire de vie|neveu|nièce)|(?:мій |моя |мой )?(?:син|сын|донька|дочка|дочь|онук|онука|"
              r"внук|внучка|доглядальниця|сиделка|сиділка))")
_TAKES = (r"(?:takes|took|keeps|steals|stole|zabiera|zabrał\w*|bierze|przywłaszcza|nimmt|nahm|behält|me quita|me quitó|"
          r"se queda con|me coge|me prend|m'a pris|garde|забирає|забрав|забрала|відбирає|забирает|забрал\w*|отбирает)")
_MY_MONEY = (r"(?:my (?:pension|money|savings|card|benefits)|mi\s+(?:emerytur\w*|pieniądz\w*|rent\w*|oszczędnoś\w*)|"
             r"moją (?:emeryturę|rentę|kartę)|moje (?:pieniądze|oszczędności)|emerytur\w*|rent[eę]|"
             r"(?:mir )?(?:die|meine) (?:rente|pension|karte|ersparnisse)|(?:mein|das) geld|"
             r"(?:la|mi) (?:pensión|jubilación|tarjeta|dinero)|(?:ma|mon) (?:retraite|pension|argent|carte)|"
             r"(?:мою |свою )?пенс[іи]\w*|мої гроші|мою картку|мои деньги|мою карту)")
_THREAT = folded_compiled(r"(?<![\w'])(?:threaten\w*|grozi\w*|zastrasza\w*|droht|drohte|bedroht|me amenaza\w*|amenaza\w*|"
              r"me menace|menace|погрожу\w*|залякує|угрожа\w*|запугива\w*)(?![\w'])")
_ELDER = folded_compiled(r"(?<![\w'])" + _KIN_CARER + r"(?![\w'])\s+(?:\S+\s+){0,2}?" + _TAKES + r"\s+(?:\S+\s+){0,1}?" + _MY_MONEY
             + r"(?![\w'])")

# ---------------------------------------------------------------- COUPLE
_COUPLE = (r"(?:(?:my (?:boyfriend|girlfriend|partner) and i|me and my (?:boyfriend|girlfriend)) (?:are|have been) "
           r"(?:a couple|together)|jesteśmy (?:z \w+ )?parą|(?:mein freund|meine freundin) und ich sind (?:ein paar|zusammen)|"
           r"mi (?:novio|novia) y yo (?:somos pareja|estamos juntos|estamos juntas)|(?:mon copain|ma copine|mon "
           r"compagnon|ma compagne) et moi (?:sommes|on est) (?:en couple|ensemble)|ми з (?:хлопцем|дівчиною) (?:пара|"
           r"разом)|мы с (?:парнем|девушкой) (?:пара|вместе))")
_FOUND_OUT = (r"(?:found out|learned|discovered|dowiedzieli się|się dowiedzieli|dowiedziała się|dowiedział się|"
              r"erfahren|herausgefunden|se enteraron|se ha enterado|se enteró|descubrieron|l'ont appris|ont découvert|"
              r"l'a appris|a découvert|дізналися|дізнались|дізнався|дізналася|узнали|узнал|узнала)")
_HOSTILE = (r"(?:slurs?|insult\w*|abuse|harass\w*|threat\w*|wyzyw\w*|obraż\w*|grożą|nęka\w*|beschimpf\w*|beleidig\w*|"
            r"bedroh\w*|insult\w*|amenaz\w*|acos\w*|injur\w*|menac\w*|harcèl\w*|образ\w*|ображ\w*|погрожу\w*|"
            r"цькува\w*|оскорб\w*|угрожа\w*|травл\w*)")
_COUPLE_RX = folded_compiled(r"(?<![\w'])" + _COUPLE + r"(?![\w'])")
_COUPLE_REST = folded_compiled(r"(?<![\w'])" + _FOUND_OUT + r"(?![\w'])[^.!?\n]{0,80}?(?<![\w'])" + _HOSTILE + r"(?![\w'])")

# ---------------------------------------------------------------- TAKEN_FOR
_TAKE_FOR = folded_compiled(r"(?<![\w'])(?:(?:which|that) i take|i(?:'m| am)? tak(?:e|ing)|(?:que|lo que) tomo|tomo|que prendo|"
                r"das ich|die ich|den ich|(?:który|które|którą|co) (?:biorę|przyjmuję|łykam)|biorę|przyjmuję|"
                r"que je prends|je prends|(?:які|яке|який|що) (?:я )?(?:приймаю|п'ю)|приймаю|п'ю|(?:который|которые|которое|"
                r"что) (?:я )?(?:принимаю|пью)|принимаю)(?![\w'])(?:\s+\S+){0,2}?\s+(?:for|por|para|gegen|nehme gegen|"
                r"na|pour|contre|від|проти|от|против)\s+(?:my |mi |la |el |los |las |meine? |meinen |mon |ma |mes |"
                r"moją |mój |мою |мій |свою |свій )?([^\W\d_]+(?:[ -][^\W\d_]+)?)")
_GATE = gated(folded_compiled(r"(?<![\w'])(?:" + _AGENT + "|" + _INSOLVENCY + "|" + _MY_DUES + "|" + _SEES + r"|роман|"
                  + _DIVORCE_SUIT + "|" + _TAKES + "|" + _FOUND_OUT + r"|tomo|take|nehme|biorę|przyjmuję|prends|"
                  r"приймаю|принимаю)(?![\w'])"))


def find_life_troubles(t: str, find_disclosures: Callable[[str], list[Finding]]) -> list[Finding]:
    """A finding over the sentence of normalised `t` that tells the writer's money trouble, spouse's affair, divorce
    suit, a relative taking their pension under threat, a couple's outing with hostility or a medicine taken for a
    condition by its consequence (see the doc); `find_disclosures` re-reads a medicine's clause alone."""
    low = lower_keep_length(t)
    if not _GATE.search(low):
        return []
    fiction = _FICTION.search(low) is not None
    checks: list[tuple[re.Pattern[str], Kind, str, Callable[[re.Match[str]], bool]]] = [
        (_ARREARS, Kind.FINANCE, "personal finances", lambda m: _ARREARS_WHEN.search(low) is not None),
        (_SEIZED, Kind.FINANCE, "personal finances", lambda m: _AGENT_RX.search(low) is not None),
        (_INSOLVENT, Kind.FINANCE, "personal finances",
         lambda m: _INSOLVENT_COURT.search(low) is not None or "against me" in m.group()),
        (_AFFAIR, Kind.RELATIONSHIP, "intimate or private life",
         lambda m: _NOT_LOVER.match(low, m.end() + (1 if low[m.end():m.end() + 1] == " " else 0)) is None),
        (_DIVORCE, Kind.RELATIONSHIP, "intimate or private life", lambda m: True),
        (_ELDER, Kind.RELATIONSHIP, "intimate or private life", lambda m: _THREAT.search(low) is not None),
    ]
    if not fiction:
        for rx, kind, reason, ok in checks:
            for m in rx.finditer(low):
                start, end = stop_span(t, m.start(), m.end())
                if _IF.search(low, start, m.start()) or not ok(m):
                    continue
                return [Finding(kind, reason, start, end)]
        couple = _COUPLE_RX.search(low)
        if couple and _COUPLE_REST.search(low, couple.end()):
            start, _ = stop_span(t, couple.start(), couple.end())
            return [Finding(Kind.SEXUALITY, "sexual orientation or sex life", start, len(t.rstrip()))]
    for m in _TAKE_FOR.finditer(low):
        start, _ = stop_span(t, m.start(), m.end())
        clause = t[start:m.end()]
        found = [f for f in find_disclosures(clause) if f.kind is Kind.HEALTH]
        if found:
            end = stop_span(t, m.start(), m.end())[1]
            return [Finding(Kind.HEALTH, found[0].reason, start, end)]
    return []
