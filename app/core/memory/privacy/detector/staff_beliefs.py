"""Round 51 (rsens): a described person at work or next door - an employee, a colleague, a driver, a waitress, a
neighbour, a tenant - and their faith, origin or politics, told by their employer or neighbour: "сотрудник
мусульманин, просит время на молитву", "une salariée est musulmane", "elle s'est convertie et veut porter le voile",
"refused to be served by Mamadou because he is black", "Kollegen nennen unseren Fahrer ständig 'den Kurden'", "Kierowca
rozkleja w aucie służbowym ulotki Konfederacji".

faith_life.py reads a relative's faith, self_identities.py the writer's own, third_subjects.py a named friend's; the
work and small-town sets (broad-zzz126..130) told a member of staff's or a neighbour's by their role. In en, pl, de,
es, fr, uk, ru:
- ROLE: a role noun (employee, worker, colleague, driver, waitress, tenant, neighbour ...) with a copula, a dash or,
  in Ukrainian and Russian, nothing, then a faith's or a minority's person noun ending the clause ("сотрудник
  мусульманин,", "співробітниця — свідок Єгови", "une serveuse est musulmane", "un trabajador es evangélico y ..."), or
  a relative named by a bare noun said to be of a minority ("Тато кримський татарин, і ...", "mamá es gitana")
  - not an adjective that goes on to a thing ("a Muslim charity's employee", "сотрудник еврейской школы");
- CONVERTED: a third person's conversion ("elle s'est convertie" beside a veil or a prayer, "he converted to Islam",
  "sie ist zum Islam konvertiert", "se convirtió al islam", "przeszła na islam", "перейшла в іслам", "принял ислам");
- BECAUSE: someone treated so because he or she is black, Roma, Jewish, Muslim, or for their skin colour ("because
  he's black", "parce qu'il est noir", "weil sie Romni ist", "por ser gitano", "bo jest czarnoskóry", "бо він ром",
  "из-за цвета его кожи");
- CALLED: a person called by a quoted ethnic noun ("nennen ihn ständig 'den Kurden'", "they call him 'the Paki'",
  "l'appellent « l'Arabe »", "le llaman 'el moro'", "nazywają go 'Cyganem'", "називають його «циганом»");
- LEAFLETS: a role noun handing out or sticking up a named party's leaflets ("Kierowca rozkleja ulotki Konfederacji",
  "our cashier hands out Reform leaflets", "verteilt AfD-Flyer", "distribue des tracts du RN");
- SUPPORTS: such a person, a relative or the neighbours backing Russia, Putin or a named party ("сусіди голосно
  підтримують росію", "mój sąsiad popiera Konfederację"), and the writer volunteering for an army ("я волонтер ЗСУ").
Green: a question in general ("can an employer refuse a headscarf?", "if an employee is Muslim ..."), plural staff as
a rule, fiction, history, news ("a man was refused because he was black" in the past), public figures.
"""
from __future__ import annotations

from app.core.memory.privacy.detector.findings import Finding, Kind
from app.core.memory.privacy.detector.folded_patterns import folded_gated as _gated
from app.core.memory.privacy.detector.folded_patterns import folded_lazy as _lazy
from app.core.memory.privacy.detector.party_support import PARTY_NAMES
from app.core.memory.privacy.detector.self_identities import FAITH
from app.core.memory.privacy.detector.sentence_scope import after_spaces, sentence_matches

_BELIEFS = "religion, politics or union membership"
_ORIGIN = "ethnic origin"

# a role at work or next door, singular (a plural is a rule: "employees who are Muslim")
_ROLE = (
    r"(?:employee|worker|staff member|member of staff|colleague|co-?worker|driver|waiter|waitress|cleaner|nanny|carer|"
    r"cashier|apprentice|intern|trainee|tenant|lodger|flatmate|roommate|neighbou?r|new hire|team member|"
    r"mitarbeiter|mitarbeiterin|angestellter?|kollege|kollegin|fahrer|fahrerin|kellner|kellnerin|azubi|"
    r"praktikant|praktikantin|mieter|mieterin|nachbar|nachbarin|reinigungskraft|putzfrau|kassiererin|kassierer|"
    r"salariée?|employée?|collègue|chauffeur|chauffeuse|serveur|serveuse|apprentie?|stagiaire|locataire|voisine?|"
    r"caissière|caissier|femme de ménage|agent d'entretien|"
    r"trabajador|trabajadora|empleado|empleada|compañero|compañera|conductor|conductora|chófer|camarero|camarera|"
    r"becario|becaria|inquilino|inquilina|vecino|vecina|cajero|cajera|limpiadora|"
    r"pracownik|pracownica|kolega|koleżanka|kierowca|kelner|kelnerka|stażysta|stażystka|praktykant|praktykantka|"
    r"najemca|najemczyni|lokator|lokatorka|sąsiad|sąsiadka|kasjer|kasjerka|sprzątaczka|"
    r"працівник|працівниця|співробітник|співробітниця|колега|водій|офіціант|офіціантка|стажер|стажерка|орендар|"
    r"орендарка|квартирант|квартирантка|сусід|сусідка|касир|касирка|прибиральниця|"
    r"сотрудник|сотрудница|работник|работница|коллега|водитель|официант|официантка|стажёр|стажерка|стажёрка|"
    r"арендатор|арендаторша|квартирант|квартирантка|сосед|соседка|кассир|кассирша|уборщица|"
    # a relative by a bare noun, for a minority (faith_life.py reads their faith)
    r"dad|mum|mom|father|mother|husband|wife|grandma|grandpa|grandad|granddad|vater|mutter|opa|oma|"
    r"père|mère|papa|maman|padre|madre|papá|mamá|abuelo|abuela|ojciec|tata|matka|mąż|żona|dziadek|babcia|тато|"
    r"батько|мати|мама|дід|дідусь|бабуся|отец|мать|дед|дедушка|бабушка)"
)
# faith nouns self_identities.FAITH leaves out, and Ukrainian and Russian person nouns read without a copula
_FAITH_MORE = (
    r"(?:jehovah'?s witness|evangelical|pentecostal|zeuge jehovas|zeugin jehovas|témoin de jéhovah|évangélique|"
    r"evangélic[oa]|testigo de jehová|świadkiem jehowy|ewangelikiem|ewangeliczką|zielonoświątkowcem|свідок єгови|"
    r"свідком єгови|свидетель иеговы|свидетельница иеговы|п'ятидесятник|пятидесятник|кришнаит|кришнаитка|іудей|іудейка)"
)
# the minorities a role noun is said to be (self_identities' person nouns)
_MINORITY = (
    r"(?:roma|romni|rom|romem|romką|cyganem|cyganką|gitano|gitana|gitan|gitane|rom|ром|ромка|циган|циганка|цыган|"
    r"цыганка|kurd|kurde|kurdin|kurdo|kurda|kurdem|kurdyjką|курд|курдка|курдянка|chechen|tschetschene|czeczenem|"
    r"checheno|tchétchène|чеченець|чеченка|чеченец|uyghur|uigure|ujgurem|ouïghour|уйгур|уйгурка|crimean tatar|"
    r"krimtatar|krimtatarin|tatar krymski|tatarem krymskim|кримський татарин|кримська татарка|кримським татарином|"
    r"крымский татарин|крымская татарка|lemko|łemkiem|łemkinią|лемко|лемкиня)"
)
_COPULA = (r"(?: is| is an?| ist| ist eine?| est| est une?| es| es una?| jest| є| —| -| –|,? who is an?|,? who is|,? der| "
           r"qui est|,? que es|,? który jest|,? która jest|,? який|,? яка|,? который|,? которая|)")
_PIOUS = (r"(?:practi[sc]ing |devout |strict |praktizierender? |strenggläubiger? |pratiquante? |practicante |"
          r"praktykując\w* |практикуюч\w* |практикующ\w* |набожн\w* |віруюч\w* |верующ\w* )?")
_CLAUSE_END = (r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:and|but|so|who|und|aber|der|die|et|mais|qui|y|pero|que|i|ale|który|która|"
               r"і|та|але|який|яка|и|но|который|которая|просит|просить|хоче|хочет|не)\s)")

_TOLD = _gated(
    r"(?<![\w'])(?:"
    r"(?P<role>" + _ROLE + _COPULA + r" " + _PIOUS + r"(?:(?P<faith>" + FAITH + r"|" + _FAITH_MORE + r")|"
    r"(?P<minority>" + _MINORITY + r"))" + _CLAUSE_END + r")|"
    # CONVERTED: a third person's conversion
    r"(?P<converted>(?:he|she|who)(?:'s| has)? (?:\w+ )?converted to (?:islam|judaism|catholicism|christianity|"
    r"buddhism|hinduism|orthodoxy)|"
    r"(?:er|sie) (?:ist|hat sich) (?:\w+ ){0,2}?(?:zum islam|zum judentum|zum katholizismus|zum christentum|zum "
    r"buddhismus) (?:konvertiert|übergetreten)|"
    r"(?:elle|il|qui|qu'elle|qu'il) s'est (?:\w+ )?convertie?(?: (?:à l'islam|au judaïsme|au catholicisme|au christianisme|au "
    r"bouddhisme|à l'orthodoxie))?|"
    r"se (?:ha )?convirtió al (?:islam|judaísmo|catolicismo|cristianismo|budismo)|se ha convertido al (?:islam|"
    r"judaísmo|catolicismo|cristianismo|budismo)|"
    r"(?:przeszedł|przeszła) na (?:islam|judaizm|katolicyzm|prawosławie|buddyzm)|"
    r"(?:перейшов|перейшла) (?:в|у|до) (?:іслам|іслам\w*|юдаїзм\w*|католицизм\w*|православ'я)|"
    r"(?:принял|приняла|прийняв|прийняла) (?:іслам|ислам|иудаизм|юдаїзм|католичество|православие|православ'я))|"
    # BECAUSE: treated so for being black, Roma, Jewish, Muslim
    r"(?P<because>(?:because|cause|coz|cos) (?:he|she)(?:'s| is) (?:a |an )?(?:black|roma|romani|a gypsy|gypsy|"
    r"jewish|jew|muslim|arab|a traveller|traveller)|for being (?:black|roma|a gypsy|jewish|a jew|muslim)|"
    r"because of (?:his|her) (?:skin colou?r|race|ethnicity|accent and (?:his|her) skin)|"
    r"weil (?:er|sie) (?:\w+ )?(?:schwarz|roma|romni|rom|sinto|sintiza|jude|jüdin|muslim|muslima|araber|araberin|"
    r"kurde|kurdin) ist|wegen (?:seiner|ihrer) hautfarbe|"
    r"parce qu'(?:il|elle) est (?:\w+ )?(?:noire?|rom|gitane?|juive?|musulmane?|arabe|maghrébine?|tzigane)|"
    r"à cause de (?:sa couleur de peau|ses origines)|"
    r"porque es (?:gitano|gitana|moro|mora|judío|judía|musulmán|musulmana)|por ser (?:negro|negra|gitano|gitana|moro|"
    r"mora|judío|judía|musulmán|musulmana|árabe)|por su color de piel|"
    r"(?:bo|ponieważ|dlatego że|że) jest (?:czarnoskór\w*|cyganem|cyganką|romem|romką|żydem|żydówką|muzułmaninem|"
    r"muzułmanką|arabem|arabką)|(?:z powodu|przez) (?:jego|jej) kolor\w* skóry|"
    r"(?:бо|тому що|через те що) (?:він|вона) (?:чорний|чорна|чорношкір\w*|ром|ромка|циган|циганка|єврей|єврейка|"
    r"мусульманин|мусульманка)|через (?:його|її) колір шкіри|"
    r"(?:потому что|так как|за то что) (?:он|она) (?:черный|чёрный|черная|чёрная|чернокож\w*|цыган|цыганка|еврей|"
    r"еврейка|мусульманин|мусульманка)|из-за цвета (?:его|её|ее) кожи)|"
    # CALLED: a quoted ethnic noun for a person
    r"(?P<called>(?:call|calls|calling|called|nennen|nennt|nannten|appellent|appelle|l'appellent|l'appelle|surnomment|llaman|llama|"
    r"nazywają|nazywa|wołają|називають|називає|звуть|называют|называет|зовут) (?:\S+ ){0,4}?[\"'«»„“”‚‘’]\s?"
    r"(?:the |den |der |die |le |la |l'|el |la )?(?:kurd|kurden|kurde|türke|türken|türkin|turk|paki|gypsy|zigeuner|arab|araber|"
    r"arabe|moro|mora|gitano|cygan|cyganem|cyganie|żyd|żydem|polack|polacke|polaken|kanake|kanaken|noir|négro|"
    r"bougnoule|terroriste|terrorist|talib|taliban|чурка|чуркою|чуркой|циган|циганом|цыган|цыганом|жид|жидом)"
    r"\s?[\"'«»„“”‚‘’])|"
    # LEAFLETS: a role noun handing out a named party's leaflets
    r"(?P<leaflets>" + _ROLE + r" (?:\S+ ){0,3}?(?:hands out|gives out|puts up|sticks up|distributes|verteilt|klebt|"
    r"distribue|colle|reparte|pega|rozdaje|rozkleja|roznosi|роздає|розклеює|раздаёт|раздает|расклеивает) "
    r"(?:\S+ ){0,4}?(?:(?:" + PARTY_NAMES + r")[- ]?(?:leaflets|flyers|flyer|posters|flugblätter|plakate|tracts|"
    r"affiches|folletos|carteles|propaganda|ulotki|plakaty|листівки|листовки)|(?:leaflets|flyers|posters|flyer|"
    r"flugblätter|plakate|tracts|affiches|folletos|carteles|propaganda|ulotki|plakaty|листівки|листовки) "
    r"(?:\S+ ){0,2}?(?:" + PARTY_NAMES + r")))|"
    # SUPPORTS: a person or the neighbours backing Russia, Putin or a named party; the writer volunteering for an army
    r"(?P<supports>(?:" + _ROLE + r"|neighbou?rs|colleagues|nachbarn|kollegen|voisins|collègues|vecinos|compañeros|"
    r"sąsiedzi|koledzy|сусіди|колеги|соседи|коллеги|брат|сестра|brother|sister|bruder|schwester) (?:\w+ ){0,2}?"
    r"(?:supports?|backs?|unterstützt|unterstützen|soutient|soutiennent|apoya|apoyan|popiera|popierają|підтримує|"
    r"підтримують|поддерживает|поддерживают) (?:\w+ )?(?:russia|putin|росію|путіна|россию|путина|rosję|putina|"
    r"russland|la russie|poutine|rusia|" + PARTY_NAMES + r")|"
    r"я (?:\w+ )?(?:волонтер|волонтерка|волонтёр|волонтерю|волонтерила|волонтерив) (?:для |у |в |на )?(?:зсу|всу|"
    r"армії|армии|фронт|фронту))"
    r")(?![\w'])")
# a conversion told bare ("depuis qu'elle s'est convertie") needs a faith's sign in its sentence
_FAITH_SIGN = _lazy(
    r"(?<![\w'])(?:voile|foulard|hijab|niqab|kippa|prière|prier|mosquée|synagogue|église|messe|ramadan|shabbat|"
    r"islam|religion|religieu\w*|baptême|baptisée?|musulmane?|juive?|catholique|chrétienne?)(?![\w'])")
_FAITH_WORD = _lazy(r"(?<![\w'])(?:" + FAITH + r")(?![\w'])")
_NAMED_CONVERSION = _lazy(r"(?:à l'|au )\w+$")
# a rule or a case in general, fiction, history
_NOT = _lazy(
    r"(?<![\w'])(?:if|what if|whether|any|every|wenn|falls|ob|jede[rn]?|si|cualquier|todo|jeśli|jeżeli|gdyby|czy|"
    r"każdy|якщо|чи|кожен|если|ли|любой|каждый|novel|story|character|film|movie|book|roman|geschichte|novela|"
    r"película|personnage|personaje|powieść|książk\w*|роман\w*|персонаж\w*|фільм\w*|фильм\w*)(?![\w'])")


def find_staff_beliefs(t: str) -> list[Finding]:
    """A beliefs or ethnicity finding over the sentence of normalised `t` where a person at work or next door is told
    by their faith, conversion, skin colour or origin, an ethnic name they are called, or a party's leaflets they hand
    out (see the doc)."""
    for low, m, a, b in sentence_matches(_TOLD, t):
        if _NOT.search(low, a, m.start()) is not None:
            continue
        if m.group("converted") is not None and "s'est" in m.group("converted") \
                and _NAMED_CONVERSION.search(m.group("converted")) is None \
                and _FAITH_SIGN.search(low, a, b) is None:
            continue
        origin = m.group("minority") is not None or m.group("called") is not None or (
            m.group("because") is not None and _FAITH_WORD.search(m.group("because")) is None)
        kind, reason = (Kind.ETHNICITY, _ORIGIN) if origin else (Kind.BELIEFS, _BELIEFS)
        return [Finding(kind, reason, after_spaces(t, a, b), b)]
    return []
