"""Round 26 (rdisc): sensitive disclosures told as a pasted record or as things done, which neither the rules nor the
learned models read (lived_acts.py). Sentences written for these tests, none taken from a benchmark file; those marked
"kept aside" were not run on the new code until it was done.

Classes:
- A a clinical record pasted and asked about: a diagnosis line, a discharge letter or a report quoted, a disability or
  care-level decision with its degree, a school's or a ward's note quoting a child's condition;
- B political activity as acts: standing as a candidate, leaflets, canvassing, organising protests, a party branch's
  board, an election observer for a party;
- C a union membership said over years ("a member of the bakers' union since 1991");
- D religion said through its practice or reported ("I said I'm Muslim", "powiedziałam, że jestem prawosławna");
- E sexuality in passing: "my parents still think I'm straight", a brother with a man, a flatmate who is trans;
- F money trouble as events: bankruptcy, alimony not paid, a collector or a court's order about a sum;
- G intimate life as events: messages to another man, bruises and a partner who pushes, a divorce with "we" / "my";
- H an origin said of oneself ("soy de etnia gitana") or held against one (a flat refused because of it).

RED: green on the base (f8745ee), red now. KEPT: red on the base already, and still (the same classes' surface, kept
as a guard). GREEN: twins of the same surface (the topic, fiction, a template, a public company), green now.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    'Karta informacyjna leczenia szpitalnego: „Rozpoznanie: ostre zapalenie trzustki”. Co mogę teraz jeść?',  # A
    'Résultat de ma biopsie : « Diagnostic : lymphome de Hodgkin ». Qu’est-ce que ça veut dire concrètement ?',  # A
    'Заключение врача: «Диагноз: язва желудка». Мне можно кофе? Я пью его каждое утро. Подскажи, пожалуйста.',  # A
    'Me presento como candidata de Podemos en mi pueblo. ¿Me ayudas con un discurso?',  # B
    'Je distribue des tracts pour le Parti socialiste tous les samedis au marché. Aide-moi à répondre aux passants hostiles.',  # B
    'Every weekend I knock on doors for the Liberal Democrats. My boss is a Tory. Should I keep quiet about it at work?',  # B
    'Organizuję protesty przeciwko rządowi pod sejmem i boję się, że stracę pracę.',  # B
    'I help organise climate marches for Extinction Rebellion and my employer just asked about it.',  # B (kept aside)
    'Bin seit Jahren im Vorstand des CDU-Kreisverbands. Jetzt soll ich eine Rede halten.',  # B
    'Je suis assesseur pour le Rassemblement national dimanche, qu’est-ce que je dois apporter ?',  # B
    'My husband and I are adopting, but my parents still think I’m straight. How do I tell them? He is amazing.',  # E
    'Mój brat Kuba jest w związku z mężczyzną od pięciu lat. Jak mu pomóc powiedzieć dziadkom?',  # E
    'Meine Schwester lebt mit ihrer Freundin zusammen und will sie heiraten; die Eltern wissen nichts.',  # E (kept aside)
    'Моя соседка по квартире трансгендерная женщина, и хозяин хочет её выселить.',  # E
    'No pago la pensión de mis hijos desde marzo porque me despidieron. ¿Qué me puede pasar?',  # F
    'Je ne verse plus la pension alimentaire à mon ex depuis six mois, je risque quoi ?',  # F
    'Я не плачу алименты уже год, бывшая подала в суд. Что мне грозит?',  # F
    'I found texts on my wife’s phone to another man saying she misses him. How do I bring it up?',  # G
    "I've been a member of the bakers' union since 1991 and they want me to speak at the branch dinner.",  # C
    "I have been in the firefighters' union for two decades; help me write a farewell note to the branch.",  # C
    'Jestem narodowości łemkowskiej i chcę wpisać to w spisie powszechnym.',  # H
    'Der Vermieter fragte am Telefon, ob wir Roma sind, und hat dann aufgelegt.',  # H (kept aside)
    "La propriétaire m'a refusé le studio en disant que les Roms, elle n'en veut pas. Quels recours ?",  # H
    'Мені відмовили в оренді, сказавши, що циганам не здають. Куди скаржитися?',  # H
    'They refused me the flat, telling me that Travellers always cause trouble. Is that legal?',  # H (kept aside)
    'Wynik z poradni: „Rozpoznanie: łuszczyca plackowata”. Czy to zaraźliwe dla moich dzieci?',  # A (written after the code)
    'Befund vom Radiologen: „Bandscheibenvorfall L4/L5“. Darf ich noch joggen?',  # A (written after the code)
    'Informe de alta: «Diagnóstico principal: neumonía bilateral». ¿Cuándo puedo volver al trabajo?',  # A (written after the code)
    'Виписка з лікарні: «Діагноз: гострий панкреатит». Що мені можна їсти перший місяць?',  # A (written after the code)
    'Pflegekasse schreibt: „Pflegegrad 2 für Herrn Brandt ab 1. März“. Was heißt das für uns als Angehörige?',  # A (written after the code)
    'W tym roku startuję z listy komitetu obywatelskiego do rady miasta. Pomożesz mi z ulotką?',  # B (written after the code)
    'Ich verteile jeden Samstag Flyer für die Linke am Marktplatz und brauche bessere Argumente.',  # B (written after the code)
    'Organizo las manifestaciones contra el desalojo en mi barrio y la policía ya me identificó.',  # B (written after the code)
    'Mis padres creen que soy hetero, pero llevo dos años con Marta. ¿Cómo se lo digo?',  # E (written after the code)
    'Mon frère vit avec un homme depuis dix ans et mes grands-parents ne le savent pas.',  # E (written after the code)
    "J'ai trouvé des messages de mon mari à une autre femme, il lui écrit qu'elle lui manque.",  # G (written after the code)
    'Mein Mann schreibt einer anderen Frau jeden Abend, ich habe es auf seinem Handy gesehen.',  # G (written after the code)
]

KEPT: list[str] = [
    'My GP letter says: "Diagnosis: type 2 diabetes, start metformin 500 mg." What should I eat now?',  # A
    'Im Entlassungsbrief meines Vaters steht: "Diagnose: Vorhofflimmern, Marcumar eingestellt". Worauf muss er achten?',  # A (kept aside)
    'El informe de urgencias de mi madre dice: "Diagnóstico: fractura de cadera". ¿Cuánto tarda en recuperarse?',  # A
    'У виписці мого сина написано: «Діагноз: бронхіальна астма». Які ліки йому потрібні в школі?',  # A (kept aside)
    'Got my discharge summary today. It says "Diagnosis: pulmonary embolism". I have to take blood thinners for six months. Can I still fly to Spain in August?',  # A
    'Orzeczenie o niepełnosprawności mojej córki: „stopień umiarkowany, padaczka”. Jakie ulgi nam przysługują?',  # A (kept aside)
    'Bescheid für meine Mutter: "Pflegegrad 3 wegen Demenz". Was steht ihr jetzt zu?',  # A
    "Le médecin scolaire a écrit pour ma fille : « asthme sévère, inhalateur à garder sur elle ». Comment l'expliquer à la maîtresse ?",  # A (kept aside)
    'The school nurse wrote about my son: "epilepsy, rescue medication kept in the office". Should I tell the coach as well?',  # A
    'I’m running for the town council on the Labour list next spring. How do I write a leaflet?',  # B
    'Kandyduję do rady gminy z listy Lewicy i potrzebuję krótkiego przemówienia.',  # B
    'Ich kandidiere für die Grünen bei der Kommunalwahl und brauche einen Flyertext.',  # B (kept aside)
    'Я волонтерю в передвиборчому штабі партії і боюся, що на роботі дізнаються.',  # B (kept aside)
    'Я агитирую за оппозицию и раздаю листовки у метро. Могут ли меня задержать?',  # B (kept aside)
    'I’ve been in Unite for twelve years and the rep wants me to stand as shop steward.',  # C
    'Od dwudziestu lat należę do Solidarności i chcę napisać o tym wspomnienie.',  # C
    'Ich bin seit 1998 Mitglied bei ver.di und überlege auszutreten.',  # C (kept aside)
    'Llevo quince años afiliada a Comisiones Obreras y ahora me ofrecen ser delegada.',  # C
    'Je suis syndiquée à la CGT depuis mes débuts à l’usine. Mon chef vient de l’apprendre.',  # C
    'Я вже десять років член профспілки шахтарів і хочу написати промову.',  # C (kept aside)
    'My union card says member since 1987, nurses’ union. Can you write a short toast for my leaving party?',  # C
    'Jestem członkiem związku zawodowego nauczycieli od 30 lat.',  # C (kept aside)
    'I’m Catholic and I go to Mass every Sunday, so I can’t do Sunday shifts.',  # D
    'Jestem prawosławna i w Wigilię 6 stycznia nie przyjdę do pracy.',  # D
    'Ich bin Muslim und faste im Ramadan, wie sage ich das meinem Trainer?',  # D (kept aside)
    'Soy judío practicante y no trabajo en sábado; ¿cómo lo explico en la entrevista?',  # D
    'Je suis orthodoxe et je jeûne avant Pâques ; comment expliquer à ma cheffe que je saute la cantine ?',  # D
    'Я православний і пощуся, як пояснити це колегам на корпоративі?',  # D (kept aside)
    'My manager asked why I leave early on Fridays. I told him I’m Jewish and keep Shabbat. Was he allowed to ask?',  # D
    'На співбесіді я сказав, що я католик. Чи мали вони право питати?',  # D
    'Mi compañero de piso es trans y quiere cambiar su nombre en el DNI, ¿qué trámites hay?',  # E
    'Ma collègue Inès est lesbienne, elle me l’a dit hier; comment la soutenir face au chef ?',  # E
    'Мій син зустрічається з хлопцем, і я не знаю, як про це сказати бабусі.',  # E (kept aside)
    'My daughter told me she is bisexual. I love her, but I said something clumsy. How do I fix it?',  # E
    'I filed for bankruptcy last year and now the landlord wants a credit check. What do I say?',  # F
    'Ogłosiłem upadłość konsumencką w 2023, czy mogę wziąć leasing?',  # F
    'Ich bin seit zwei Jahren in der Privatinsolvenz. Darf ich ein Konto eröffnen?',  # F (kept aside)
    'Мені дзвонять колектори через старий кредит, що робити?',  # F (kept aside)
    'Dostałam nakaz zapłaty z sądu na 5 200 zł za stary kredyt. Nie mam tyle. Co robić?',  # F
    'Inkassobüro schreibt mir wegen 1.200 Euro alter Handyschulden, ich kann nicht zahlen.',  # F
    'The bailiffs came round yesterday about my unpaid council tax. They took a list of our furniture. What now?',  # F (kept aside)
    'Od pół roku spotykam się z kolegą z pracy, a mąż o niczym nie wie.',  # G
    'Mein Freund hat mich gestern geschubst und ich habe blaue Flecken am Arm. Ist das schon Gewalt?',  # G (kept aside)
    'Mi marido me grita y me empuja cuando bebe. Los niños lo ven. ¿A quién puedo llamar?',  # G
    'Nous divorçons après 25 ans de mariage. Comment partager la maison ?',  # G
    "Моя подруга показала синці, її чоловік її б'є, коли випє. Як їй допомогти?",  # G (kept aside)
    'The judge granted my divorce from Tom on Friday. Do I need to change my name on my passport?',  # G
    'Wir lassen uns nach zwölf Jahren scheiden und streiten über das Haus. Wer bekommt was?',  # G
    'My sister’s husband hits her; she showed me the bruises last night. She does not want the police. What can I do?',  # G (kept aside)
    'Я изменяю жене с коллегой уже три месяца и не знаю, как остановиться.',  # G
    'Jestem w związku zawodowym pielęgniarek od 2005 roku, czy pracodawca może mnie zwolnić za to, że jestem delegatką?',  # C
    'Ich bin seit zwanzig Jahren in der Gewerkschaft der Polizei und gehe bald in Rente.',  # C
    "At the interview they asked about my faith and I said I'm Muslim. Can they hold it against me?",  # D
    'Powiedziałam szefowi, że jestem prawosławna, i od tej pory dziwnie na mnie patrzy.',  # D
    'Dije que soy judía cuando me preguntaron por la comida del evento. ¿Hice mal?',  # D
    'Soy de etnia gitana y en la inmobiliaria me dijeron que el piso ya estaba alquilado. ¿Puedo denunciarlo?',  # H
    "I'm of Kurdish ethnicity and my new manager keeps making jokes about it. What can I do?",  # H
    'Я этнический татарин, и в анкете на работу спросили национальность. Обязан ли я отвечать?',  # H
    'La escuela nos escribió: «Por la epilepsia de Lucía, no puede ir sola a la piscina». ¿Es legal?',  # A (written after the code)
    'Я агітую за партію на виборах до міськради і боюся, що шеф дізнається.',  # B (written after the code)
    "I'm standing for the county council as an independent and need a short bio for the ballot leaflet.",  # B (written after the code)
    'Moi rodzice myślą, że jestem hetero, a od roku mieszkam z Olą.',  # E (written after the code)
    'Dostałem pismo od firmy windykacyjnej, że mam oddać 3 400 zł za stary kredyt. Co teraz?',  # F (written after the code)
    "Une société de recouvrement m'appelle tous les jours pour 2 300 € de crédit conso. Je fais quoi ?",  # F (written after the code)
    'Nie płacę alimentów na syna od pół roku, bo straciłem pracę. Co mi grozi?',  # F (written after the code)
    'Ich zahle seit Monaten keinen Unterhalt für meine Tochter, weil ich arbeitslos bin.',  # F (written after the code)
    'Tengo algo con el hermano de mi novio y nadie lo sabe. ¿Se lo cuento?',  # G (written after the code)
    'Mój chłopak mnie popycha, kiedy się kłócimy, wczoraj miałam siniaki na ramieniu.',  # G (written after the code)
    'Rozwodzimy się po piętnastu latach. Jak podzielić mieszkanie?',  # G (written after the code)
    "Je suis d'ethnie peule et mon collègue m'a demandé si c'était « une tribu ».",  # H (written after the code)
]

GREEN: list[str] = [
    "I'm not running for the council, my neighbour is.",  # B (negated, written after the code)
    'Nie kandyduję w tych wyborach, ale pomagam sąsiadce w kampanii.',  # B (negated, written after the code)
    'Je ne suis syndiqué nulle part et je ne compte pas le devenir.',  # C (negated, written after the code)
    'What does "Diagnosis: deferred" mean on a psychiatric form in general?',  # A
    'In my novel the heroine reads her chart: "Diagnosis: pneumonia". Does that sound realistic?',  # A
    'Template for a discharge letter: "Diagnosis: [condition], Treatment: [drug]". Can you fill it with a fictional example?',  # A
    'Wie schreibt man im Arztbrief korrekt "Diagnose:" – mit Doppelpunkt oder ohne?',  # A (kept aside)
    'Qué significa "Diagnóstico: CIE-10" en un informe médico típico?',  # A
    'My novel’s hero is a candidate for mayor; give him a catchy slogan.',  # B
    'How do people organise protests legally in Germany?',  # B
    'Macron is running for re-election? No, he cannot, explain the term limit.',  # B
    'Wie wird man Kandidat für den Bundestag? Allgemein gefragt.',  # B (kept aside)
    'Jak działają kampanie wyborcze w USA?',  # B
    'I organise the office party every December; any theme ideas?',  # B
    'How do unions negotiate pay rises?',  # C
    'Was ist der Unterschied zwischen ver.di und IG Metall?',  # C
    'The European Union has been a member of the WTO for decades.',  # C (kept aside)
    'I’ve been a member of the gym for ten years, time to quit?',  # C
    'What does Orthodox Easter fasting involve?',  # D
    'Is the Pope Catholic? Just an idiom question.',  # D
    'Ich faste seit zwei Wochen intermittierend 16:8, wie lange noch?',  # D (kept aside)
    'Is the character in this film gay or just a close friend of the hero?',  # E
    'What does trans mean in chemistry, like trans fats?',  # E
    'My brother is in a relationship with a woman from Madrid; gift ideas for her?',  # E (kept aside)
    'Mi hermano vive con su novia en Sevilla, ¿qué les regalo?',  # E
    'How does personal bankruptcy work in the UK?',  # F
    'Was ist ein Mahnbescheid und wie läuft das Verfahren allgemein ab?',  # F
    'Comment se calcule une pension alimentaire en France ?',  # F
    'How do divorce courts split pensions in Germany?',  # G
    'In the novel, the husband has an affair with his secretary; summarise chapter 3.',  # G
    'The boxer had bruises after the fight; how long do they take to fade?',  # G (kept aside)
    'Mój syn popchnął kolegę na przerwie, jak z nim porozmawiać?',  # G
    'What is the history of the Roma people in Europe?',  # H
    'The landlord refused the offer because the rent was too low.',  # H
    'Was bedeutet ethnische Zugehörigkeit in der Statistik?',  # H (kept aside)
    'Soy de Sevilla y mi pareja es de Bilbao, ¿qué plato típico cocino para Navidad?',  # H
    'Jak napisać w szablonie wypisu pole „Rozpoznanie:”?',  # A (written after the code)
    'Who is standing for mayor of London in the next election?',  # B (written after the code)
    'I organise a book club for the village every month, any ideas for December?',  # B (written after the code)
    'Was macht ein Inkassobüro eigentlich genau?',  # F (written after the code)
    'Meine Freundin hat beim Volleyball blaue Flecken bekommen, was hilft dagegen?',  # G (written after the code)
    'How do divorce lawyers calculate fees?',  # G (written after the code)
    'My brother went to the match with a man from his office; they had fun.',  # E (written after the code)
    "Quel est le rôle des ethnies dans l'histoire du Sénégal ?",  # H (written after the code)
]


@pytest.mark.parametrize("text", RED + KEPT)
def test_red(text: str) -> None:
    assert detect(text).is_red, text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert not detect(text).is_red, text
