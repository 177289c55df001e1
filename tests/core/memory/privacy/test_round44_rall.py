"""Round 44, rall: the sensitive disclosures fresh sets still miss, by family - wages left unpaid (the writer's staff,
the writer's employer), the writer's own past earnings, politics told through persecution, a sham marriage for
papers, a relative's fall with its consequence, a relative's care fees, rent owed or pay garnished
by an idiom, a named child with a school by its number or name, the writer's coming operation, a dispute with
the writer's ex over the children, an injury someone caused the writer, the writer's
blindness or deafness, a relative's politics, a divorce told by
the court's act. The writer's own sentences (not the data's), in the seven
languages, lower case and without diacritics among them, with their yellow and green twins (a question about the
topic, a hypothetical, a worry, someone else's firm, a story)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# unpaid_wages.py: STAFF UNPAID - the writer as an employer who could not pay
STAFF_UNPAID_RED = [
    "I couldn't pay my three cleaners for August because the hotel hasn't settled the invoice.",
    "i still can't pay the lads their wages from last month",
    "I'm two weeks behind on my staff's wages and the bank won't extend the overdraft.",
    "Ich habe meinen Mitarbeitern das Gehalt für Oktober noch nicht gezahlt, der Auftraggeber hängt.",
    "ich konnte den jungs den lohn fuer november nicht ueberweisen",
    "Nie wypłaciłam dziewczynom pensji za wrzesień, bo sklep nie ma obrotów.",
    "nie mam z czego zaplacic pracownikom za listopad",
    "Я не виплатив зарплату трьом працівникам за жовтень, бо замовник затримує оплату.",
    "не змогла виплатити зарплату людям у кафе за два місяці",
    "Я не смог выплатить зарплату сотрудникам за август, клиент не платит.",
    "задерживаю зарплату бригаде уже месяц",
    "No les he pagado a los chicos del taller la nómina de octubre.",
    "no pude pagar los sueldos de diciembre a mis trabajadores",
    "Je n'ai pas encore payé les salaires de septembre à mes employés.",
    "je n'arrive pas a payer mes deux ouvriers ce mois ci",
]
# unpaid_wages.py: EMPLOYER WITHHOLDS - the writer's employer pays no wages
EMPLOYER_RED = [
    "My employer hasn't paid our wages since March and the rent is due.",
    "my boss still hasn't paid me my salary for june",
    "Unser Chef zahlt seit drei Monaten keine Löhne mehr.",
    "meine firma hat das gehalt fuer mai nicht gezahlt",
    "Mój pracodawca nie wypłacił nam pensji za dwa miesiące.",
    "szef nie placi wyplaty od lutego",
    "Мій роботодавець не платить зарплату вже третій місяць.",
    "Наш директор не выплатил зарплату за октябрь.",
    "Mi empresa no nos paga la nómina desde agosto.",
    "mi jefe no ha pagado los sueldos de este mes",
    "Mon employeur ne nous verse plus les salaires depuis juillet.",
    "mon patron ne m'a pas versé mon salaire d'avril",
]
# own_earnings.py: PAST EARNINGS and MY FIGURE - the writer's own income with its figure
EARNINGS_RED = [
    "Last year I earned £52k as a contractor - do I need to register for VAT?",
    "i made 38k last year freelancing, how much should i put aside for tax",
    "I invoiced about €64,000 in 2025, is it time for a limited company?",
    "My turnover was £74,000 and my profit around £29,000.",
    "My new salary offer is $88,000, is that fair for a senior tester?",
    "Letztes Jahr habe ich als Grafikerin rund 36.000 € verdient.",
    "mein gewinn lag bei 27.000 euro, muss ich gewerbesteuer zahlen",
    "Ich hatte 2025 etwa 61.000 € Umsatz als Kleinunternehmer.",
    "W zeszłym roku zarobiłem 120 tys. zł na B2B, opłaca się spółka?",
    "mialam 95 tys. przychodu na ryczalcie, czy przekroczylam limit",
    "Mój dochód wyniósł 74 tys. zł, jaki próg podatkowy?",
    "Торік я заробила 820 тисяч гривень як ФОП.",
    "мав 2,1 млн грн доходу минулого року, чи треба на другу групу",
    "Мій дохід за рік склав 640 тисяч гривень.",
    "За прошлый год я заработал 2,1 млн как самозанятый.",
    "мой доход составил 1,4 млн рублей, какой налог",
    "este año gané 41.000 € como autónomo",
    "mi facturación fue de 58.000 € y me quedaron 33.000 netos",
    "L'an dernier j'ai facturé 47 000 € en micro-entreprise.",
    "mon chiffre d'affaires était de 69 000 €, est-ce que je dépasse le plafond ?",
]
# political_persecution.py: the writer or a relative persecuted for politics, or a past part in protests with it
POLITICS_RED = [
    "I was detained twice at rallies against the regime, can I still apply for asylum here?",
    "they arrested me after the opposition march and kept me for two weeks",
    "My father was jailed for his opposition work in the nineties.",
    "Ich wurde in Iran wegen meiner Teilnahme an Demonstrationen verhaftet.",
    "ich wurde nach der demo gegen das regime zwei tage festgehalten und verhoert",
    "Zatrzymano mnie na proteście w Mińsku, czy dostanę azyl?",
    "zostalem pobity przez milicje po wyborach w 2020, boje sie wracac",
    "Меня задержали на митинге, боюсь возвращаться.",
    "меня оштрафовали за пост против войны, могу ли я уехать по гуманитарной визе",
    "Мене затримали на мітингу в Мінську.",
    "мого брата посадили за участь у протестах",
    "Me detuvieron en una manifestación contra el gobierno.",
    "a mi hermano lo encarcelaron por ser opositor",
    "J'ai été arrêté pendant une manifestation contre le régime.",
    "mon pere a ete emprisonne pour ses articles contre le regime",
    "Ich war jahrelang in der Opposition aktiv und wurde deswegen angeklagt.",
    "I took part in the 2020 protests and was detained for ten days.",
    "Brałam udział w protestach i byłam przesłuchiwana, czy to wystarczy do azylu?",
    "Я брала участь у протестах у 2020 році, мене шукали, чи дадуть притулок?",
    "J'ai participé aux manifestations de 2019 et j'ai été menacée, que dire à l'OFPRA ?",
]
# sham_marriage.py: the writer's sham marriage or partnership for papers
SHAM_RED = [
    "A friend offered to marry me so I can get a visa, he wants 5,000 for it.",
    "We are planning a fake marriage so she can stay in the UK.",
    "Ein Bekannter bietet mir eine Scheinehe an, damit ich einen Aufenthaltstitel bekomme.",
    "ich soll einen mann heiraten den ich kaum kenne, damit er papiere bekommt, er zahlt mir 4000 euro",
    "Kolega proponuje mi fikcyjny ślub za 2 tys. euro, żeby dostał kartę pobytu.",
    "Мне предлагают фиктивный брак за 3000 евро ради вида на жительство.",
    "мені пропонують фіктивний шлюб за гроші, щоб отримати посвідку",
    "Me casé con él solo para que consiguiera los papeles, me pagó 3.000 €.",
    "On me propose un mariage blanc contre 5 000 € pour avoir un titre de séjour.",
]
# kin_falls.py: a relative's fall with a long lie, a head wound, a fall alarm or a falls clinic
FALLS_RED = [
    "Mum fell last night and was on the floor for four hours before the carer found her.",
    "grandma fell in the garden and hit her head",
    "Since Dad's fall last month he wears a pendant alarm.",
    "Papa ist nachts gestürzt und lag bis zum Morgen auf dem Boden.",
    "oma ist im bad hingefallen und kam nicht mehr hoch",
    "Babcia przewróciła się w kuchni i nie mogła wstać do rana.",
    "tata upadl na schodach i rozcial sobie glowe",
    "Бабушка упала ночью и пролежала до утра.",
    "мама упала в коридоре и не могла встать, соседка нашла",
    "Бабуся впала у ванній і пролежала на підлозі до ранку.",
    "тато впав і розбив голову",
    "Mi madre se cayó y estuvo horas en el suelo.",
    "el abuelo se cayó en el baño y se abrió la cabeza",
    "Mamie est tombée dans la nuit, elle est restée par terre jusqu'au matin.",
    "papa est tombé et il a une grosse bosse au front",
]
# kin_care_fees.py: what a relative's care costs the family, with a figure
CARE_FEES_RED = [
    "Mum's care home costs £1,200 a week and her savings are nearly gone.",
    "we pay the carers for nan 900 quid a month out of her pension",
    "Für Papas Pflegeheim zahlen wir 2.800 € Eigenanteil im Monat.",
    "Za dom opieki taty płacimy 6 tys. miesięcznie.",
    "За пансионат для мамы платим 70 тысяч в месяц.",
    "Будинок для літніх людей для бабусі коштує 25 тисяч на місяць.",
    "La residencia de mi padre nos cuesta 2.100 € al mes.",
    "L'Ehpad de ma mère coûte 2 900 € par mois, on n'y arrive plus.",
]
# owed_rent.py: rent owed or pay garnished by an idiom - the writer's, a relative's, a named friend's
OWED_RENT_RED = [
    "Ich hänge seit drei Monaten mit der Miete hinterher.",
    "Mein Bruder hängt mit der Miete hinterher.",
    "Geburtstagskarte für Lars Becker: er hängt seit Monaten mit seiner Miete hinterher, ich will ihn aufmuntern.",
    "мій брат винен за квартиру пів року",
    "Листівка для Тараса Мельника: він уже чотири місяці винен за оренду.",
    "мой брат должен за аренду уже полгода",
    "Открытка для Игоря Соколова: он третий месяц должен за квартиру.",
    "a mi amigo Dani le han embargado la nómina por una multa",
    "mon frère a des loyers impayés depuis janvier",
    "my mate Gary's wages are being garnished for an old loan",
]
# kin_pupils.py: a named child with a school or nursery by its number or name
PUPILS_RED = [
    "Can I leave at 2? my daughter Ivy Marsh has a nativity play at St Mary's Primary.",
    "Mein Sohn Luca Brenner hat heute Sportfest an der Grundschule Nr. 3.",
    "Mila Krause kommt ab März in die Kita Regenbogen.",
    "muszę wyjść wcześniej, córka Ola Zielińska ma jasełka w SP nr 8",
    "у сына Артёма Белова утренник в детском саду № 45",
    "Маша Орлова с сентября ходит в детский сад № 212.",
    "Тимур Коваль з вересня ходить у садочок № 17.",
    "mi hija Carla Ruiz tiene función en el colegio 14",
    "ma fille Jade Morel a un spectacle à l'école 12 aujourd'hui",
]
# own_surgeries.py: the writer's coming operation by what is taken out or put in
SURGERY_RED = [
    "Next week I'm getting a new hip, how do I prepare the flat?",
    "Nächste Woche bekomme ich ein neues Knie.",
    "mir wird im März die Schilddrüse entfernt",
    "W przyszłym tygodniu wycinają mi woreczek żółciowy.",
    "wstawiaja mi rozrusznik w piatek",
    "На следующей неделе мне удаляют желчный пузырь.",
    "мені ставлять кардіостимулятор у вівторок",
    "La semana que viene me quitan la vesícula.",
    "me van a poner una prótesis de cadera en junio",
    "La semaine prochaine on m'enlève la vésicule.",
    "on va me poser une prothèse de genou en mai",
]
# ex_disputes.py: the writer's ex refusing consent for a child's journey or move, custody, maintenance unpaid
EX_RED = [
    "My ex won't sign the consent for our son to move abroad with me.",
    "the kids' dad hasn't paid child support since june",
    "Mein Ex verweigert die Zustimmung zum Umzug mit unserer Tochter.",
    "Mój były nie zgadza się na wyjazd córki za granicę.",
    "Колишній чоловік не дає згоди на виїзд доньки.",
    "бывший не даёт разрешение на выезд дочки в польшу",
    "Mi ex no firma el permiso para que mi hijo viaje conmigo.",
    "Mon ex refuse de signer l'autorisation de sortie du territoire pour notre fils.",
]
# inflicted_injuries.py: someone broke a bone of the writer's, or the blow in a form the abuse rules lack
INJURIES_RED = [
    "after Kevin broke my wrist I left him",
    "Write a poem about the night I left Kevin after he broke my wrist.",
    "Er hat mir letztes Jahr die Nase gebrochen.",
    "złamał mi rękę, kiedy był pijany",
    "він зламав мені руку",
    "он сломал мне ребро",
    "me rompió el brazo y nadie me creyó",
    "mi novio me pegó anoche",
    "il m'a cassé le bras",
    "il m'a giflée devant les enfants",
]
# own_senses.py: the writer's blindness, deafness, low vision or hearing
SENSES_RED = [
    "ich bin seit der geburt blind",
    "Jestem niesłyszący od dziecka.",
    "Po zapaleniu ucha mam stwierdzony niedosłuch w lewym uchu.",
    "Я незрячий, який смартфон обрати?",
    "Я слабовидящая, какой телефон с крупным шрифтом?",
    "soy ciega y uso lector de pantalla",
    "je suis malentendante depuis mes 30 ans",
]
# kin_politics.py: a relative's politics as what they are, or their vote (uk, ru)
KIN_POLITICS_RED = [
    "my dad is a lifelong Tory.",
    "my grandad, Ted, was a card-carrying communist",
    "Mein Vater ist überzeugter AfD-Wähler.",
    "Mój tata to zagorzały zwolennik Konfederacji.",
    "батько голосує за Порошенка.",
    "Мій дід був комуністом і досі вірить у партію.",
    "мой отец голосует за коммунистов.",
    "Мой отец коммунист до мозга костей.",
    "mi abuelo era anarquista de la CNT.",
    "ma mère est électrice du RN depuis toujours",
]
# a second batch written after the rules, typed as people type (no apostrophes, word order turned, bare kin words)
SECOND_BATCH_RED = [
    "we couldnt pay the two waitresses for december, the bar is broke",
    "Nie zapłaciłem jeszcze pracownikom za grudzień.",
    "Im vergangenen Jahr habe ich rund 52.000 € Umsatz gemacht.",
    "Mnie zatrzymano dwa razy za udział w demonstracjach w Mińsku.",
    "my cousin found me a guy who will marry me for papers, 6000 euros",
    "nan fell in the kitchen and couldn't get up until the neighbour came",
    "dads nursing home is 1600 a week now and his money is running out",
    "сестра должна за квартиру уже 4 месяца",
    "Córka Lena Kowal od poniedziałku chodzi do przedszkola nr 7.",
    "im getting my appendix out tomorrow",
    "my ex refuses to let me take our daughter to Poland for christmas",
    "my husband broke my finger during an argument",
    "Jestem prawie niewidoma od urodzenia.",
    "Mi padre es socialista de toda la vida.",
]
# divorce_decrees.py: the writer's divorce told by the court's act
DECREE_RED = [
    "Сьогодні суд розірвав наш шлюб.",
    "Суд расторг наш брак на прошлой неделе.",
    "Sąd orzekł nasz rozwód bez orzekania o winie.",
    "Das Scheidungsurteil ist heute gekommen, ich bin frei.",
    "Ya tengo la sentencia de divorcio, por fin.",
    "J'ai reçu le jugement de divorce ce matin.",
    "diary entry please: decree absolute arrived this morning, twelve years over",
]
# the twins: a question about the topic, a hypothetical, a worry, someone else's firm or figure, a story, a small sum
GREEN = [
    "The court dissolved their marriage in 2019.",
    "Wie lange dauert es bis zum Scheidungsurteil?",
    "Скільки часу суд розриває шлюб?",
    "In the novel, the court dissolved her marriage.",
    "My final order from Amazon arrived.",
    "Protesters were detained in Minsk in 2020.",
    "Is a marriage of convenience illegal in Spain?",
    "Falls are the leading cause of injury in older adults.",
    "Nursing homes cost 1600 a week in Surrey.",
    "Was tun bei Mietschulden?",
    "Hillside Primary has a school play tomorrow.",
    "Can my ex take the kids abroad without my consent?",
    "Are deaf people allowed to drive?",
    "Was Churchill a conservative?",
    "Wenn ich 50.000 € Umsatz habe, muss ich Umsatzsteuer zahlen?",
    "Ich habe im Urlaub viele Fotos gemacht.",
    "Was Orwell a socialist?",
    "Dad thinks the neighbour is a communist.",
    "My dad teaches the history of communism.",
    "My dad jokes that he's a communist because he shares his chips.",
    "In the novel, the father is a fascist.",
    "I'm not deaf, just distracted.",
    "I was blind drunk last night.",
    "Ich bin doch nicht blind!",
    "Jestem ślepa na jego wady?",
    "soy ciego de ira",
    "Am I going deaf? The TV seems quiet.",
    "In my novel the heroine is blind.",
    "He broke my heart.",
    "I broke my wrist skiing.",
    "The fall broke my wrist.",
    "Skiing broke my leg twice.",
    "He broke my nose in sparring.",
    "Er hat mir das Herz gebrochen.",
    "Złamał mi serce.",
    "Me rompió el corazón.",
    "Il m'a cassé les pieds avec ses histoires.",
    "Mi hermano me rompió el móvil.",
    "I'm having knee pain after running.",
    "I'm having chicken breast for dinner.",
    "I'm getting a new lens for my camera.",
    "How long is recovery after gallbladder removal?",
    "The surgeon says I might need a new knee one day.",
    "Wie lange dauert die Reha nach einer neuen Hüfte?",
    "Jak długo trwa rekonwalescencja po usunięciu woreczka?",
    "Сколько восстанавливаются после удаления желчного пузыря?",
    "Combien de temps pour récupérer après une ablation de la vésicule ?",
    "Мені сказали, що колись, можливо, замінять коліно.",
    "Does a parent need the other parent's consent to travel abroad with a child?",
    "What if my ex refuses to sign the passport form?",
    "My ex still owes me 200 quid for the concert tickets.",
    "Was passiert, wenn der Vater keinen Unterhalt zahlt?",
    "In the story, the ex-husband won't consent to the move.",
    "My son's school is SP 12, what time does it open?",
    "SP nr 12 has a new head teacher, Anna Nowak.",
    "Our school starts at 8 and my daughter Ivy walks alone.",
    "Pani Anna Nowak uczy w SP nr 12.",
    "The Kita Sonnenblume is hiring, says Ben Schulte.",
    "Was passiert, wenn der Mieter mit der Miete hinterher ist?",
    "Mein Mieter hängt seit drei Monaten mit der Miete hinterher.",
    "Що буде, якщо винен за комуналку?",
    "¿Qué pasa si tienes el sueldo embargado?",
    "Que faire en cas de loyers impayés ?",
    "How do rent arrears affect a credit score?",
    "Die Nachbarn sollen angeblich Mietschulden haben.",
    "How can I prevent falls in elderly parents?",
    "I'm afraid mum will fall on the stairs one day.",
    "Mon père est tombé deux fois ce mois-ci, je ne sais pas si c'est l'âge.",
    "My son fell off the swing at the park, he's fine.",
    "The leaves fell on the ground and mum swept them.",
    "In the fall my dad likes to rake the leaves on the ground.",
    "Care homes in Kent cost about £1,300 a week on average.",
    "If mum goes into a care home, how much will it cost?",
    "Wie viel kostet ein Pflegeheim in Bayern?",
    "Ile kosztuje dom opieki w Krakowie?",
    "Сколько стоит пансионат для пожилых в Москве?",
    "Mum's care home has a lovely garden.",
    "How many people were detained at the anti-war protests in Moscow?",
    "Can you get asylum for political persecution in Germany?",
    "Navalny was jailed for his opposition work.",
    "In my novel the hero was arrested at a protest and tortured.",
    "I heard my cousin may have been detained at the protest, no idea if it's true.",
    "Wie viele Demonstranten wurden gestern festgenommen?",
    "Czy za udział w proteście można zostać zatrzymanym?",
    "Сколько человек задержали на митинге в субботу?",
    "¿Cuántos manifestantes detuvieron en la marcha?",
    "Combien de manifestants ont été arrêtés hier ?",
    "Скільки людей затримали на мітингу?",
    "I got fined for parking near the election office.",
    "How do they detect sham marriages?",
    "Is a marriage of convenience a crime in Germany?",
    "I think my neighbours' marriage is fake, she only wanted the visa.",
    "Wie erkennt das Amt eine Scheinehe?",
    "Czy fikcyjny ślub jest przestępstwem?",
    "Что грозит за фиктивный брак?",
    "Як перевіряють фіктивний шлюб?",
    "¿Qué pena tiene un matrimonio de conveniencia?",
    "Le mariage blanc est-il puni en France ?",
    "In the film, Sandra Bullock forces her assistant into a green card marriage.",
    "We paid 800 for the wedding and 1,500 for my visa fees.",
    "What should I do when an employer doesn't pay wages on time?",
    "Can an employer withhold wages as a punishment?",
    "Was passiert, wenn ich als Arbeitgeber die Löhne nicht zahlen kann?",
    "Co grozi pracodawcy, który nie wypłaca pensji?",
    "Что делать, если работодатель не платит зарплату?",
    "Que faire si mon employeur ne verse pas le salaire ?",
    "¿Qué pasa si la empresa no paga las nóminas?",
    "Якщо роботодавець не платить зарплату, куди скаржитися?",
    "The company in the news didn't pay its workers for months.",
    "Our company made €2m in revenue last year, draft a press release.",
    "Apple earned $94bn in the quarter.",
    "The VAT threshold is £90,000 a year.",
    "Wenn ich 40.000 € Gewinn habe, lohnt sich eine GmbH?",
    "Jeśli zarobię 100 tys., to jaki podatek?",
    "Якщо я заробив 2 млн, чи треба переходити на іншу групу?",
    "В игре я заработал 5000 рублей.",
    "Ліміт для ФОП третьої групи - 9 млн грн.",
    "In my novel the hero earned £40,000 from a single heist.",
    "Facture d'un plombier : 1 850 € HT, c'est cher ?",
    "Mi novela: el protagonista ganó 30.000 € en la lotería.",
    "Ich habe im Lotto 5.000 € gewonnen.",
]
# yellow by the labels - a worry about the future, a guess: not the detector's red
NOT_RED = [
    "I might not be able to pay my staff next month if the client keeps stalling.",
    "Boję się, że może nie wypłacę pensji w grudniu.",
    "Peut-être que je ne pourrai pas payer mes salariés en janvier.",
    "Vielleicht kann ich den Lohn im Dezember nicht zahlen.",
]


@pytest.mark.parametrize("text", STAFF_UNPAID_RED + EMPLOYER_RED + EARNINGS_RED + POLITICS_RED + SHAM_RED + FALLS_RED
                         + CARE_FEES_RED + OWED_RENT_RED + PUPILS_RED
                         + SURGERY_RED + EX_RED + INJURIES_RED
                         + SENSES_RED + KIN_POLITICS_RED + SECOND_BATCH_RED
                         + DECREE_RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN + NOT_RED)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
