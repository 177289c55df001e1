"""Personal disclosures and identity in the local privacy detector, by category and language.

A message is red when it says something from a special category (health, sexuality, religion,
politics, trade-union membership, ethnicity, money troubles, intimate life) about the user or a
person close to them, or ties a person to where they live, what they drive or when they were
born. It stays green when the same words are a topic question, a negation, a hypothetical,
history or news, placeholder data in a mock-up, a company's address or technical jargon.

All sentences here are written for these tests (none is taken from a benchmark file).
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.disclosures import find_disclosures, find_identity
from app.core.memory.privacy.detector.verdict import Kind, detect


def kinds(text: str) -> set[Kind]:
    return {f.kind for f in detect(text).findings}


# ---------------------------------------------------------------- special categories, red

SEXUALITY_RED = [
    "I'm bisexual but only my sister knows.",
    "i'm gay and my parents still don't know",
    "My brother is gay and he's scared to tell our dad.",
    "I came out as trans to my coworkers last month.",
    "I'm attracted to both men and women.",
    "Jestem gejem i boję się powiedzieć rodzicom.",
    "jestem lesbijką od zawsze, ale w pracy nikt nie wie",
    "Mój syn jest biseksualny.",
    "Ich bin schwul und lebe seit drei Jahren mit meinem Freund zusammen.",
    "Mi hermano es gay y mis padres no lo aceptan.",
    "Soy lesbiana y vivo con mi pareja en Valencia.",
    "Je suis bisexuelle et je ne l'ai dit à personne.",
    "Mon fils est homosexuel.",
    "Я гей, але батьки про це не знають.",
    "Я лесбиянка и живу с девушкой.",
]

BELIEFS_RED = [
    # religion
    "I'm Muslim, so please keep pork out of the meal plan.",
    "i'm a practising catholic and go to mass every sunday",
    "We're Jewish and keep kosher at home.",
    "I converted to Islam two years ago.",
    "My husband is a Jehovah's Witness.",
    "Jestem katoliczką i co niedzielę chodzę do kościoła.",
    "Jestem ateistą, ale moja żona jest wierząca.",
    "Ich bin Muslimin und trage ein Kopftuch.",
    "Soy musulmán y este año hago el ramadán.",
    "Je suis juif pratiquant.",
    "Я мусульманин і не їм свинину.",
    "Я православный, хожу в церковь по воскресеньям.",
    # politics
    "I voted for the Greens in the last election.",
    "I'm a member of the Labour Party.",
    "Głosuję na Konfederację od lat.",
    "Należę do Platformy Obywatelskiej od 2010 roku.",
    "Ich wähle seit Jahren die Grünen.",
    "Ich bin Mitglied der SPD.",
    "Voté a Podemos en las últimas elecciones.",
    "Je vote pour le RN depuis 2017.",
    "Я голосую за Зеленського.",
    # trade unions
    "I'm a union member and our rep is fighting the layoffs.",
    "I joined the union at work last year.",
    "Należę do związku zawodowego w szpitalu.",
    "Jestem w Solidarności od dziesięciu lat.",
    "Ich bin Gewerkschaftsmitglied bei Verdi.",
    "Estoy afiliada a CCOO desde 2015.",
    "Je suis syndiqué à la CGT.",
    "Я член профспілки на заводі.",
    "I pay union dues every month.",
    "Our union rep called a meeting about the night shifts.",
    "I support the Greens.",
    "Popieram Konfederację.",
    "Je suis à la CGT depuis 2010.",
]

ETHNICITY_RED = [
    "I'm Roma and I keep hiding it at work.",
    "As a Black woman I get stopped by security a lot.",
    "My mother is Kurdish and my father is Turkish.",
    "I'm of Nigerian descent, born in Manchester.",
    "Jestem Romem i w szkole często mnie wyzywali.",
    "Moja babcia była Łemkinią.",
    "Ich bin Sinto und meine Familie lebt in Hamburg.",
    "Soy gitano y en mi barrio hay mucha discriminación.",
    "Je suis d'origine algérienne.",
    "Я ромка, і в школі мене цькували.",
]

MONEY_RED = [
    "I'm drowning in credit card debt, about $18k now.",
    "I can't pay my rent this month and my landlord is threatening eviction.",
    "We filed for bankruptcy in March.",
    "Komornik zajął mi konto i nie mam z czego zapłacić czynszu.",
    "Mam trzy chwilówki i nie wyrabiam ze spłatą.",
    "Ich bin pleite und kann die Miete nicht zahlen.",
    "Tengo una deuda de 12.000 euros con el banco.",
    "No puedo pagar el alquiler este mes.",
    "Je suis surendetté, j'ai 25 000 euros de crédits.",
    "J'ai un découvert de 2 000 euros.",
    "У мене борг за кредитом 80 тисяч гривень.",
    "Я не можу платити за оренду вже два місяці.",
]

HEALTH_RED = [
    "I was diagnosed with bipolar disorder last year.",
    "i have type 2 diabetes and take metformin",
    "My wife has breast cancer and starts chemo next week.",
    "Mam cukrzycę typu 1 od dziecka.",
    "Moja żona jest w ciąży.",
    "Bei mir wurde letztes Jahr Brustkrebs diagnostiziert.",
    "Me diagnosticaron depresión el año pasado.",
    "Tengo ansiedad y tomo sertralina.",
    "Mi madre tiene alzhéimer.",
    "J'ai un cancer du sein, je commence la chimio lundi.",
    "Je suis enceinte de trois mois.",
    "On m'a diagnostiqué une dépression.",
    "У мене діабет другого типу.",
    "Мені поставили діагноз депресія.",
    "У меня рак, начинаю химиотерапию.",
    "Моя дружина вагітна.",
]

RELATIONSHIP_RED = [
    "My husband is cheating on me with a coworker.",
    "We're getting divorced and fighting over custody.",
    "Mój mąż mnie zdradza od roku.",
    "Mi marido me engaña con su secretaria.",
    "Me estoy divorciando y no sé qué hacer con los niños.",
    "Ma femme me trompe depuis six mois.",
    "Je divorce et mon ex ne veut pas partager la garde.",
    "Мій чоловік мене зраджує.",
    "Мы с мужем разводимся.",
]


@pytest.mark.parametrize("text", SEXUALITY_RED)
def test_sexuality_disclosures_are_red(text):
    assert Kind.SEXUALITY in kinds(text), detect(text)


@pytest.mark.parametrize("text", BELIEFS_RED)
def test_religion_politics_and_union_disclosures_are_red(text):
    assert Kind.BELIEFS in kinds(text), detect(text)


@pytest.mark.parametrize("text", ETHNICITY_RED)
def test_ethnicity_disclosures_are_red(text):
    assert Kind.ETHNICITY in kinds(text), detect(text)


@pytest.mark.parametrize("text", MONEY_RED)
def test_money_troubles_are_red(text):
    assert Kind.FINANCE in kinds(text), detect(text)


@pytest.mark.parametrize("text", HEALTH_RED)
def test_health_disclosures_in_six_languages_are_red(text):
    assert Kind.HEALTH in kinds(text), detect(text)


@pytest.mark.parametrize("text", RELATIONSHIP_RED)
def test_intimate_life_in_six_languages_is_red(text):
    assert Kind.RELATIONSHIP in kinds(text), detect(text)


# ---------------------------------------------------------------- the same words, green

TOPIC_AND_NEGATION_GREEN = [
    # topic questions
    "I don't have diabetes, I'm curious how glucose monitors work.",
    "How do continuous glucose monitors work?",
    "What does the Quran say about fasting during travel?",
    "Why did so many Catholics vote for Biden?",
    "What is the difference between Sunni and Shia Islam?",
    "How do trade unions negotiate collective agreements?",
    "What percentage of Roma children finish secondary school in Slovakia?",
    "Czy katolicy mogą jeść mięso w Wigilię?",
    "Jak działa związek zawodowy w małej firmie?",
    "Was bedeutet Ramadan für Muslime?",
    "¿Cuántos afiliados tiene UGT?",
    "Quelle est la position de la CGT sur la réforme des retraites ?",
    "Скільки мусульман живе в Україні?",
    # negations
    "I'm not religious at all, just curious about the architecture of mosques.",
    "I'm not gay, but my best friend asked me to help him plan his wedding.",
    "Nie jestem w żadnym związku zawodowym.",
    "Nie mam cukrzycy, pytam dla ciekawości.",
    "Ich bin nicht in der Gewerkschaft.",
    "No soy creyente, pero me gusta la música sacra.",
    "Je ne suis pas syndiqué.",
    "Я не голосую на виборах.",
    # hypotheticals
    "If I were Muslim, would I be allowed to eat gelatine?",
    "Gdybym był gejem, czy mógłbym adoptować dziecko w Polsce?",
    "Si fuera católico, ¿tendría que ir a misa todos los domingos?",
    # history, news and other people
    "The Catholic Church split from the Orthodox in 1054.",
    "Solidarność was founded in Gdańsk in 1980.",
    "PiS won the 2015 parliamentary election.",
    "Die SPD hat die Wahl 2021 gewonnen.",
    "El PSOE ganó las elecciones de 1982.",
    "La CGT a appelé à la grève hier.",
    "The article says many Roma families were deported in 1942.",
    "Our senator is a devout Catholic, according to the news.",
    "Harvey Milk was the first openly gay official elected in California.",
    # fiction and roleplay
    "In my novel the main character is a gay priest.",
]

TECHNICAL_GREEN = [
    "Add a health check to the container so Kubernetes restarts it.",
    "We have a lot of technical debt in the billing service.",
    "Kill the child process when the parent exits.",
    "Set up master/slave replication for Postgres.",
    "Use a UNION ALL to merge the two queries.",
    "TypeScript union types make the reducer much safer.",
    "The European Union's AI Act applies from 2026.",
    "Our religion field in the form should be optional.",
    "Convert the party table to use UUID keys.",
    "Third-party cookies are blocked in Safari.",
    "The vote counter in the poll widget is off by one.",
    "Ich habe den Kindprozess beendet.",
    "Zabij proces potomny po timeoucie.",
    "La base de datos tiene una deuda técnica enorme.",
    "Черга завдань має health check.",
    "I came out of the meeting exhausted.",
    "I'm a believer in TDD.",
    "I'm religious about code reviews.",
    "I voted for option B in the poll.",
    "I joined the two tables with a union.",
    "We have a union type for the response.",
    "I support the backend team during releases.",
    "Jestem w związku od trzech lat.",
    "My race time was 3:45.",
    "I'm on the Labour ward at the hospital.",
]


@pytest.mark.parametrize("text", TOPIC_AND_NEGATION_GREEN + TECHNICAL_GREEN)
def test_topic_negation_history_and_technical_words_stay_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- identity: person + place, car or birth date

IDENTITY_RED = [
    "Anna Nowak, ul. Kasztanowa 12/4, 80-210 Gdańsk",
    "anna nowak mieszka na ul. kasztanowej 12 w gdańsku",
    "ship it to peter walsh, 14 alder close, york",
    "Mark Evans lives at 27 Willow Road, Bristol.",
    "Nazywam się Tomasz Wróbel, mieszkam przy ulicy Lipowej 8 w Lublinie.",
    "Hans Meier wohnt in der Lindenstraße 5 in Köln.",
    "Me llamo Lucía Fernández y vivo en la calle Mayor 15, Zaragoza.",
    "Je m'appelle Claire Martin, j'habite au 12 rue des Lilas à Lyon.",
    "Мене звати Олена Коваль, я живу на вулиці Шевченка 10, Київ.",
    "Jan Wiśniewski, ur. 12.03.1985",
    "my son tom baker was born on 4 may 2012",
    "Katarzyna Zając urodziła się 3 lipca 1990 roku.",
    "Pierre Dubois, né le 5 mars 1978 à Nantes.",
    "María López, nacida el 14 de febrero de 1992.",
    "The silver Golf with plate WX 4821K belongs to Adam Lis.",
    "Samochód o numerze rejestracyjnym KR 5T221 należy do Pawła Nowaka.",
    "Moje auto ma rejestrację WE 12345.",
    "Adam Lis drives a grey Golf, plate WX 4821K.",
    "Das Kennzeichen B-AB 1234 gehört Hans Meier.",
    "My car's reg is AB12 CDE.",
]

IDENTITY_GREEN = [
    # placeholders in mock-ups
    "Jan Kowalski, ul. Przykładowa 1, 00-001 Warszawa",
    "John Doe, 123 Main St, Springfield",
    "Max Mustermann, Musterstraße 1, 12345 Musterstadt",
    "For the mock-up use: Jane Doe, 42 Example Street, Anytown.",
    "Juan Pérez, calle Falsa 123 — es solo un ejemplo para el formulario.",
    # a company's address presented as such
    "Our office is at 25 King Street, Manchester.",
    "Siedziba firmy: Acme Sp. z o.o., ul. Prosta 20, Warszawa.",
    "Die Firma Müller GmbH sitzt in der Hauptstraße 3.",
    # famous or public places
    "Sherlock Holmes lived at 221B Baker Street.",
    "Buckingham Palace is on The Mall in London.",
    # a date that is not a birth date, or a birth date from history
    "Anna Nowak, spotkanie 12.03.2025 o 10:00",
    "The release is on 4 May 2026.",
    "Albert Einstein, born 14 March 1879, changed physics.",
    # a plate with no owner, a street with no person
    "The plate number format in Poland is WX 12345.",
    "Plate WX 12345 was flagged by the Traffic Office.",
    "Our new office: 12 rue de la Paix, Paris.",
    "i need 10 minutes drive to work",
]


@pytest.mark.parametrize("text", IDENTITY_RED)
def test_person_with_address_car_or_birth_date_is_red(text):
    assert Kind.IDENTITY in kinds(text) or Kind.IDENTIFIER in kinds(text), detect(text)
    assert find_identity(text) or detect(text).is_red


@pytest.mark.parametrize("text", IDENTITY_GREEN)
def test_placeholders_companies_and_public_places_stay_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- API and cost


def test_finders_keep_their_signatures_and_return_findings():
    (f,) = find_disclosures("Jestem gejem.")
    assert f.kind is Kind.SEXUALITY and "Jestem gejem." == "Jestem gejem."[f.start:f.end]
    assert find_disclosures("How do I sort a list in Python?") == []
    assert find_identity("Refactor the parser.") == []


def test_the_finding_spans_the_disclosing_sentence():
    text = "Let's plan the week. Jestem muzułmaninem, więc bez wieprzowiny. Thanks!"
    spans = [text[f.start:f.end] for f in detect(text).findings]
    assert spans == ["Jestem muzułmaninem, więc bez wieprzowiny."]


# ---------------------------------------------------------------- round 2: how people write it in passing
# Each red list names a pattern (weeks of pregnancy, a relative's illness, substitution treatment, a debt
# as a sum on cards or months of rent, coercive control, an affair behind a partner's back, attraction,
# baptism or a change of church, a union or party role); each green list holds the same words as a
# topic, a negation, news, fiction or a technical phrase.

LIFE_RED = {
    Kind.HEALTH: [
        "I'm twelve weeks pregnant and my boss doesn't know yet.",
        "We're expecting our first in March and I'm exhausted.",
        "Jestem w 20. tygodniu ciąży i puchną mi nogi.",
        "Ich bin in der 12. Woche schwanger.",
        "My dad has early-stage dementia and keeps getting lost.",
        "Mój tata choruje na alzheimera.",
        "Meine Mutter hat Demenz und erkennt mich nicht mehr.",
        "Je prends de la méthadone depuis un an.",
        "Estoy enganchada a los ansiolíticos desde el divorcio.",
        "Мій брат ходить до психотерапевта після фронту.",
        "У мене ПТСР після служби.",
        "I've been sober for 18 months.",
        "Ich bin seit drei Jahren trocken.",
        "I'm not ill myself, but my wife was diagnosed with MS in May.",
    ],
    Kind.FINANCE: [
        "We've racked up £9,000 on store cards since the baby arrived.",
        "I've fallen behind and missed the last two car loan repayments.",
        "Zalegam z czynszem od trzech miesięcy.",
        "Mam 15 tys. zł długu na kartach.",
        "Ich bin seit Monaten mit der Miete im Rückstand.",
        "Debo dos meses de luz y agua.",
        "No llegamos a fin de mes desde que me quedé sin trabajo.",
        "Le propriétaire veut m'expulser, j'ai trois mois de loyer impayés.",
        "Нас виселяють з квартири через борги.",
    ],
    Kind.RELATIONSHIP: [
        "I've been texting my ex behind my wife's back.",
        "He reads all my messages and takes my salary every month.",
        "Mój chłopak mnie szarpie, kiedy się kłócimy.",
        "Mi novio me revisa el móvil todos los días.",
        "Il fouille mon téléphone et contrôle mon argent.",
        "Mein Mann kontrolliert mein Handy und mein Konto.",
        "Мій чоловік перевіряє мій телефон щовечора.",
        "Je vois quelqu'un dans le dos de mon mari.",
        "Spotykam się z koleżanką z pracy za plecami żony.",
    ],
    Kind.SEXUALITY: [
        "Je suis attiré par les hommes depuis le lycée.",
        "Me atraen las mujeres y no sé cómo decírselo a mi marido.",
        "Ich fühle mich zu Männern hingezogen.",
        "Podobają mi się faceci, ale rodzice o tym nie wiedzą.",
        "Мене приваблюють дівчата, але я боюся про це казати.",
    ],
    Kind.BELIEFS: [
        "I got baptised last Easter and my parents were furious.",
        "I left the Mormon church when I was twenty.",
        "My devout Muslim parents don't know I drink.",
        "I'm the GMB steward for our warehouse.",
        "I've been a Labour Party member since 2015.",
        "Ochrzciłam się jako dorosła w zeszłym roku.",
        "Ich bin seit 2018 Mitglied der Grünen.",
        "Ich habe mich mit 30 taufen lassen.",
        "Estoy afiliada al PSOE desde hace años.",
        "Soy delegado de UGT en la fábrica.",
        "Je suis élue CFDT au comité.",
        "Я перейшов до ПЦУ минулого року.",
        "Я охрестилася у двадцять років.",
        "Я профорг на заводі.",
    ],
}

LIFE_GREEN = [
    # health
    "I'm not pregnant, I just want to know how early tests work.",
    "Ich bin nicht schwanger, mich interessiert nur, wie der Test funktioniert.",
    "Nie mam depresji, ciekawi mnie tylko, jak działają leki SSRI.",
    "No estoy embarazada, solo quiero saber cómo funcionan las pruebas.",
    "I don't have ADHD, I'm curious how methylphenidate works in the brain.",
    "How long does methadone treatment usually last?",
    "What are the first signs of dementia in older people?",
    "Статья о ПТСР у ветеранов.",
    "My character in the novel is twelve weeks pregnant.",
    "We're expecting heavy traffic during the release.",
    # money
    "How do I evict a tenant who stopped paying?",
    "The company missed its quarterly payments to suppliers.",
    "Ich habe keine Schulden, ich frage für einen Freund.",
    "La empresa debe tres meses de alquiler al ayuntamiento.",
    "Klarna's buy now pay later model is growing fast.",
    "We racked up 500 points in the game.",
    # intimate life
    "The app checks my phone for updates every night.",
    "Don't talk behind my back at work.",
    "How can I tell if an app is tracking my location?",
    "Mi jefe me revisa el código cada viernes.",
    "Il me pousse à faire du sport tous les jours.",
    "Ich habe keine Angst vor meinem Vater.",
    # attraction
    "Je ne suis pas attirée par les sports d'hiver.",
    "Me gustan los perros más que los gatos.",
    "Ich stehe auf Kaffee am Morgen.",
    "I'm into jazz and old films.",
    # beliefs
    "The baby was baptised in a 12th-century church.",
    "I left the church building at noon.",
    "How do trade union reps get elected?",
    "I'm a member of the gym.",
    "I campaigned for a new playground in our town.",
    "Ich bin Mitglied im Sportverein.",
    "Soy delegado de clase.",
    "Я перейшов на нову версію Python.",
]


@pytest.mark.parametrize("kind,text", [(k, t) for k, ts in LIFE_RED.items() for t in ts])
def test_disclosures_written_in_passing_are_red(kind, text):
    assert kind in kinds(text), detect(text)


@pytest.mark.parametrize("text", LIFE_GREEN)
def test_the_same_words_as_topic_negation_or_jargon_stay_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- round 2: identity as people type it

IDENTITY_RED_2 = [
    # a plate with no "plate" word, next to a car or parking and its owner, in several formats
    "our neighbour dave pearce leaves his white transit kx19 bzt on the pavement every night",
    "Sąsiadka, Ewa Lis, parkuje swoją fabią WE 4821K na miejscu dla niepełnosprawnych.",
    "Mein Nachbar Jürgen Otto stellt seinen BMW M-JO 482 immer vor unsere Einfahrt.",
    "Mi vecino aparca su coche 4821 KLM en mi plaza.",
    "La voiture de mon voisin, AB-123-CD, bloque ma sortie.",
    "Сусід Петро Бондар ставить свою машину АА 1234 ВВ під мої вікна.",
    # a relative's birth date, any case, with or without "my", the date before or after the verb
    "mein sohn jonas ist am 03.05.2015 geboren",
    "moja babcia helena urodziła się 2 lutego 1941 roku",
    "mi abuela carmen ruiz nació el 9 de marzo de 1940",
    "бабуся ганна народилася 5 травня 1950 року",
    # a name in any case right before or after a birth date
    "sophie martin, née le 2 juin 1988, cherche un appartement",
    "geb. 12.04.1979, Thomas Becker – bitte in den Lebenslauf",
    # an address after a relative's name, a "now" between verb and street, a flat number, no street type
    "Tante Ilse wohnt seit kurzem in der Bahnhofstraße 12, 04109 Leipzig.",
    "My dad, Peter Hughes, is now at 4 Elm Grove, Derby — send the card there.",
    "Pani Zofia Nowicka, Lipowa 7/2, 20-001 Lublin — list polecony",
    "Mi madre, Carmen Ruiz, vive ahora en la calle Olmo 8, Sevilla.",
    "Mon père, Jean Morel, habite maintenant au 5 rue Victor Hugo à Dijon.",
    "Моя мама, Ольга Ткач, живе зараз на вулиці Франка 3, Львів.",
    "Send it to my sister, Kate Lowe, Flat 2, 18 Mill Lane, Bath.",
]

IDENTITY_GREEN_2 = [
    "The 2019 Golf GTI has 245 hp and a DSG gearbox.",
    "My car is a 2018 Ford Focus ST 2.0 and it drinks fuel.",
    "Visitors should park in bay AB12 CDE near the entrance.",
    "My flight LH 1234 lands at nine, then I drive home.",
    "Our cat Luna, born 3 June 2020, hates the vacuum.",
    "albert einstein, born 14 march 1879, changed physics",
    "The company, founded 4 May 1999, now has 300 staff.",
    "In the story, the princess was born on 1 May 1990.",
    "Tesco Extra is at 12 Mill Road, Cambridge.",
    "The museum is now at 5 Castle Street, Edinburgh.",
    "Jan Kowalski, Przykładowa 1, 00-001 Warszawa",
    "Release 2.4, 12345 downloads in Berlin last week.",
]


@pytest.mark.parametrize("text", IDENTITY_RED_2)
def test_a_person_with_plate_birth_date_or_address_as_typed_is_red(text):
    assert Kind.IDENTITY in kinds(text), detect(text)


@pytest.mark.parametrize("text", IDENTITY_GREEN_2)
def test_cars_dates_and_places_without_a_person_stay_green(text):
    assert not detect(text).is_red, detect(text)


# ---------------------------------------------------------------- round 3: gambling, enforcement, affairs

GAMBLING_ENFORCEMENT_AFFAIR_RED = [
    ("I lost nearly 2 grand at the casino last month and my husband has no idea.", Kind.FINANCE),
    ("We blew £600 on scratch cards this year.", Kind.FINANCE),
    ("Przegrałam 8 tysięcy na automatach i wstydzę się powiedzieć mężowi.", Kind.FINANCE),
    ("Я програв 40 тисяч на ставках на спорт.", Kind.FINANCE),
    ("Мой муж проиграл в казино все наши сбережения.", Kind.FINANCE),
    ("Mi hijo perdió 2.000 € en casas de apuestas y ahora debe dinero.", Kind.FINANCE),
    ("J'ai perdu 3 000 € aux paris sportifs cette année.", Kind.FINANCE),
    ("Ich habe beim Online-Casino 4000 Euro verspielt.", Kind.FINANCE),
    ("The bailiffs came this morning and took my car.", Kind.FINANCE),
    ("Der Gerichtsvollzieher kam gestern wegen meiner Kreditkarte.", Kind.FINANCE),
    ("L'huissier est passé ce matin pour les loyers impayés.", Kind.FINANCE),
    ("Komornik przyszedł do nas w sobotę.", Kind.FINANCE),
    ("Приватний виконавець арештував мій рахунок.", Kind.FINANCE),
    ("My wife has been seeing someone from her office for a year.", Kind.RELATIONSHIP),
    ("Mi mujer tiene una aventura con su jefe, lo sé desde junio.", Kind.RELATIONSHIP),
    ("Mon mari a une liaison avec sa collègue depuis un an.", Kind.RELATIONSHIP),
    ("Mój mąż ma romans z sekretarką.", Kind.RELATIONSHIP),
    ("Мій чоловік має коханку вже пів року.", Kind.RELATIONSHIP),
]

GAMBLING_ENFORCEMENT_AFFAIR_GREEN = [
    "Our team lost 3 games in a row at the poker tournament.",
    "How do casinos make money from slot machines?",
    "Can bailiffs come into my house when I am out?",
    "Was darf ein Gerichtsvollzieher pfänden?",
    "Le serveur a perdu 200 paquets en liaison avec le routeur.",
    "Sie haben beim Casino-Projekt das Budget verspielt? Nein.",
    "The app lost 30% of users to betting competitors.",
    "Komornik to zawód zaufania publicznego, jak nim zostać?",
    "We lost 10 points in the polls at the last election.",
    "Perdimos 2 partidos en el torneo de póker con amigos.",
]


@pytest.mark.parametrize("text,kind", GAMBLING_ENFORCEMENT_AFFAIR_RED)
def test_gambling_losses_enforcement_and_affairs_are_red(text, kind):
    assert kind in kinds(text), text


@pytest.mark.parametrize("text", GAMBLING_ENFORCEMENT_AFFAIR_GREEN)
def test_game_scores_topic_questions_and_network_links_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


# ---------------------------------------------------------------- round 4: recovery, violence, self-harm, origin, votes

ROUND4_RED = [
    ("Eight months sober as of yesterday and my sister still offers me wine.", Kind.HEALTH),
    ("Od roku jestem trzeźwy i unikam imprez firmowych.", Kind.HEALTH),
    ("Nie piję od dwóch lat, jak odmówić szefowi toastu?", Kind.HEALTH),
    ("Chodzę na mityngi AA w każdy czwartek.", Kind.HEALTH),
    ("Llevo seis meses sin beber y mañana es la boda de mi prima.", Kind.HEALTH),
    ("Je suis sobre depuis neuf mois, comment refuser un verre au travail ?", Kind.HEALTH),
    ("Je ne bois plus d'alcool depuis deux ans.", Kind.HEALTH),
    ("Я не п'ю вже два роки, а на роботі корпоратив.", Kind.HEALTH),
    ("My daughter cuts herself and I found blood on her sleeves.", Kind.HEALTH),
    ("Syn od miesiąca się tnie, co robić?", Kind.HEALTH),
    ("Ich ritze mich seit zwei Jahren.", Kind.HEALTH),
    ("Mi hija se autolesiona desde el verano.", Kind.HEALTH),
    ("Je me scarifie depuis le lycée.", Kind.HEALTH),
    ("Маю ПТСР після війни.", Kind.HEALTH),
    ("My dad threatens me every time I mention moving out.", Kind.RELATIONSHIP),
    ("My partner controls all our money and reads my messages.", Kind.RELATIONSHIP),
    ("Mój ojciec bije mamę, kiedy wypije.", Kind.RELATIONSHIP),
    ("Mein Mann schlägt zu, wenn er getrunken hat.", Kind.RELATIONSHIP),
    ("Mon compagnon me frappe quand il a bu.", Kind.RELATIONSHIP),
    ("Mon mari m'a giflée hier soir.", Kind.RELATIONSHIP),
    ("Чоловік б'є мене, коли вип'є.", Kind.RELATIONSHIP),
    ("Муж угрожает мне и забирает зарплату.", Kind.RELATIONSHIP),
    ("Als Schwarze Frau werde ich ständig kontrolliert.", Kind.ETHNICITY),
    ("Jestem Wietnamką z pochodzenia, urodziłam się w Warszawie.", Kind.ETHNICITY),
    ("Como gitana, me siguen en las tiendas.", Kind.ETHNICITY),
    ("En tant que femme noire, je suis souvent suivie dans les magasins.", Kind.ETHNICITY),
    ("I'm a paid-up Green Party member.", Kind.BELIEFS),
    ("Ich bin bei der SPD im Ortsverein aktiv.", Kind.BELIEFS),
    ("Je vote écolo depuis toujours.", Kind.BELIEFS),
    ("My wife and I haven't had sex in a year.", Kind.SEXUALITY),
    ("Po porodzie współżycie mnie boli.", Kind.SEXUALITY),
]

ROUND4_GREEN = [
    "How long does it take to be 30 days sober?",
    "Ten days dry weather forecast for Kraków.",
    "I cut myself a slice of cake.",
    "He hit me up on Slack yesterday.",
    "My sister beat me at tennis.",
    "Gra się tnie na moim laptopie.",
    "Mój brat bije mnie na głowę w szachach.",
    "Il me bat aux échecs tous les soirs.",
    "Als Schwarze Liste bezeichne ich die Sperrliste in meinem Projekt.",
    "Como gitana en la película, la actriz fue brillante.",
    "Je vote pour l'option B dans le sondage.",
    "Ich bin bei der SPD zu Gast für ein Interview.",
    "Llevo dos horas sin beber agua.",
    "Я не п'ю каву вже два роки.",
    "Why do teenagers self-harm?",
    "¿Por qué los adolescentes se autolesionan?",
    "Warum ritzen sich Jugendliche?",
    "We haven't had sex education at school.",
    "Jak działają Anonimowi Alkoholicy?",
]


@pytest.mark.parametrize("text,kind", ROUND4_RED)
def test_recovery_violence_self_harm_origin_and_votes_are_red(text, kind):
    assert kind in kinds(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", ROUND4_GREEN)
def test_games_lag_weather_and_topic_questions_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


# ---------------------------------------------------------------- round 5: everyday short forms

ROUND5_RED = [
    # a relative's illness without "my", or the diagnosis "found" in them
    ("Tata ma cukrzycę typu 2 i nie chce słuchać lekarza.", Kind.HEALTH),
    ("U babci wykryto guza, operacja w przyszłym tygodniu.", Kind.HEALTH),
    ("У бабусі деменція, вона вже не впізнає сусідів.", Kind.HEALTH),
    ("A mi madre le han diagnosticado alzhéimer este invierno.", Kind.HEALTH),
    ("Les médecins ont diagnostiqué un lymphome à mon oncle.", Kind.HEALTH),
    ("Bei meiner Schwester wurde im Mai Epilepsie festgestellt.", Kind.HEALTH),
    ("Ich habe seit zwei Jahren Rheuma und kann morgens kaum greifen.", Kind.HEALTH),
    ("Me acaban de diagnosticar fibromialgia y no sé qué esperar.", Kind.HEALTH),
    # a relative who drinks or is addicted
    ("Mon frère est alcoolique depuis des années.", Kind.HEALTH),
    ("Mi novio es adicto a la cocaína y no lo reconoce.", Kind.HEALTH),
    ("Мій брат після звільнення почав пити щодня.", Kind.HEALTH),
    ("Mein Vater ist Alkoholiker und leugnet es.", Kind.HEALTH),
    ("My sister relapsed last week after a year clean.", Kind.HEALTH),
    # therapy for something, a dose one takes, weeks of pregnancy, a pasted diagnosis
    ("I've been in therapy for anxiety since the spring.", Kind.HEALTH),
    ("Voy a terapia por depresión desde hace un año.", Kind.HEALTH),
    ("Chodzę na terapię z powodu nerwicy.", Kind.HEALTH),
    ("on 20mg fluoxetine + melatonin, can i drink coffee", Kind.HEALTH),
    ("8 weeks pregnant and so tired all day", Kind.HEALTH),
    ("Befund: Diagnose Morbus Bechterew, das bin ich. Was heißt das?", Kind.HEALTH),
    ("Wypis: rozpoznanie: cukrzyca typu 1 — to mój syn.", Kind.HEALTH),
    # affair, divorce, a partner checking the phone
    ("zdradzam żonę od roku i nie wiem co dalej", Kind.RELATIONSHIP),
    ("Mi mujer me ha sido infiel con un amigo.", Kind.RELATIONSHIP),
    ("Чоловік дізнався про мою зраду і мовчить.", Kind.RELATIONSHIP),
    ("been seeing my boss for weeks, my husband has no idea", Kind.RELATIONSHIP),
    ("Quiero el divorcio pero me da miedo quedarme sola.", Kind.RELATIONSHIP),
    ("Чоловік подає на розлучення, що робити з кредитом?", Kind.RELATIONSHIP),
    ("My boyfriend keeps checking my phone when I shower.", Kind.RELATIONSHIP),
    # pay, debt collectors, a debt file
    ("Cobro 1.400 netos y mi alquiler es de 800.", Kind.FINANCE),
    ("Заробляю 22 тисячі гривень, а оренда 12.", Kind.FINANCE),
    ("Dostałam podwyżkę do 7 200 brutto, negocjować dalej?", Kind.FINANCE),
    ("Schufa-Eintrag wegen einer alten Stromrechnung, was jetzt?", Kind.FINANCE),
    ("J'ai un dossier de surendettement en cours depuis mars.", Kind.FINANCE),
    # union, church, votes, origin, coming out
    ("należę do ZNP od dwudziestu lat, czy szkoła może mi to wypominać", Kind.BELIEFS),
    ("Ich bin seit 2015 in der Gewerkschaft und jetzt im Betriebsrat.", Kind.BELIEFS),
    ("Bin vor drei Jahren aus der evangelischen Kirche ausgetreten.", Kind.BELIEFS),
    ("Zawsze głosowałam na Razem, a mąż może tego nie rozumieć.", Kind.BELIEFS),
    ("I voted Labour for the first time and my dad is furious.", Kind.BELIEFS),
    ("Somos gitanos y el casero no nos quiere renovar.", Kind.ETHNICITY),
    ("As a Black British dad I get stopped at the airport every time.", Kind.ETHNICITY),
    ("im bi and nobody at school knows", Kind.SEXUALITY),
    ("Mi hijo me ha dicho que es gay y le quiero igual.", Kind.SEXUALITY),
    ("Ma fille m'a dit qu'elle est lesbienne.", Kind.SEXUALITY),
]

ROUND5_GREEN = [
    "Jak policzyć ratę kredytu przy stałym oprocentowaniu?",
    "Comment fonctionne un dossier de surendettement ? C'est pour un exposé.",
    "Popraw mi szablon faktury: kwota 1 230,00 zł brutto, termin 14 dni.",
    "Ich habe kein Rheuma, aber wie wirkt Methotrexat?",
    "What are the symptoms at 8 weeks pregnant?",
    "Diagnosis of diabetes is made with an HbA1c test.",
    "I voted for the green option in the team poll.",
    "My dad drinks coffee every morning.",
    "Mama ma nowy telefon i nie umie wysłać zdjęcia.",
    "Bin aus dem Verein ausgetreten, wie kündige ich das Abo?",
    "¿Cómo saber si un amigo es infiel a su pareja?",
    "The results show a clear trend in sales.",
    "Me acaban de diagnosticar el coche en el taller: es la batería.",
]


@pytest.mark.parametrize("text,kind", ROUND5_RED)
def test_everyday_short_forms_of_disclosures_are_red(text, kind):
    assert kind in kinds(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", ROUND5_GREEN)
def test_topic_questions_templates_and_look_alikes_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


# Round 6: a named person or a relative who is an adherent and practises, "as a believer ... I",
# a relative's faith without "my", union and party membership in their usual short forms, a couple
# or a resident named before their address, a titled owner next to a plate, "X, she was born ...".
ROUND6_RED = [
    ("Please tell the coach that Yusuf is Muslim and prays at lunchtime on Fridays.", Kind.BELIEFS),
    ("Note for the nursery: Leah is Jewish and keeps kosher, no ham sandwiches please.", Kind.BELIEFS),
    ("I'm a Seventh-day Adventist, so Saturday shifts are a problem for me.", Kind.BELIEFS),
    ("syn jest świadkiem Jehowy i nie chce iść na urodziny kolegi", Kind.BELIEFS),
    ("jako praktykujący katolik nie mogę pracować w niedzielę, pomóż mi to ująć", Kind.BELIEFS),
    ("Als überzeugte Katholikin möchte ich an Fronleichnam freinehmen.", Kind.BELIEFS),
    ("Como musulmana practicante, necesito un sitio tranquilo para rezar en el trabajo.", Kind.BELIEFS),
    ("En tant que juive pratiquante, je ne travaille pas le samedi.", Kind.BELIEFS),
    ("Мы православные, и я не хочу, чтобы сын ходил на этот урок.", Kind.BELIEFS),
    ("як віруючий баптист я не можу працювати в неділю", Kind.BELIEFS),
    ("Od lat jestem członkiem NSZZ Solidarność w zakładzie.", Kind.BELIEFS),
    ("Ich bin Mitglied bei ver.di, darf der Chef das wissen?", Kind.BELIEFS),
    ("Ich bin seit Jahren in der SPD und will jetzt für den Stadtrat kandidieren.", Kind.BELIEFS),
    ("Estoy en Podemos desde 2016 y me han propuesto ir en la lista.", Kind.BELIEFS),
    ("Je suis au PS depuis dix ans, aide-moi à écrire ma lettre de démission.", Kind.BELIEFS),
    ("I've been in the Labour Party since uni and I'm thinking of standing.", Kind.BELIEFS),
    ("jestem od 2019 w Lewicy, napisz mi krótkie bio na ulotkę", Kind.BELIEFS),
    ("Address labels: Peter and Anne Whitlock, 7 Mill Lane, Ripon HG4 1AB.", Kind.IDENTITY),
    ("Mes voisins, Paul et Odile Marchand, habitent 4 rue du Moulin à Dijon.", Kind.IDENTITY),
    ("Powód Krzysztof Zieliński zamieszkuje przy ul. Lipowej 8 w Gnieźnie.", Kind.IDENTITY),
    ("Los inquilinos Marta Gil y Luis Gil residen en calle Mayor 12, Soria.", Kind.IDENTITY),
    ("Write a card for my neighbour Tom Fletcher, he was born 12 May 1954.", Kind.IDENTITY),
    ("Znowu stoi na chodniku czarne audi WE 58120 pana Kowalczyka.", Kind.IDENTITY),
    ("Queja: el Ibiza 4821 KLM de la señora Ruiz está otra vez en el vado.", Kind.IDENTITY),
]

ROUND6_GREEN = [
    "Is it true that most Muslims fast during Ramadan? For a school project.",
    "Which Beatle was Hindu, or is that a myth?",
    "Als Christ gilt, wer getauft ist – stimmt diese Definition?",
    "Como católico se entiende a quien está bautizado: ¿de dónde viene esa definición?",
    "Ich bin bei den Grünen nicht sicher, was sie zur Rente sagen.",
    "Die Grünen und die SPD haben im Bundestag zugestimmt.",
    "Solidarność powstała w 1980 roku w Gdańsku, napisz notatkę.",
    "Format this address for an envelope: 14 Alder Close, Kettering NN15 7QT.",
    "The VW Passat B8 review says it parks itself.",
    "Pan Tadeusz to epopeja narodowa, streść księgę pierwszą.",
]


@pytest.mark.parametrize("text,kind", ROUND6_RED)
def test_adherents_members_residents_and_owners_as_people_write_them_are_red(text, kind):
    assert kind in kinds(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", ROUND6_GREEN)
def test_faith_and_party_facts_bare_addresses_and_car_talk_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


# ---------------------------------------------------------------- round 8: generalisation (identity)

ROUND8_IDENTITY_RED = [
    # a formal letter: "I, <name>, residing at <address>"
    "I, Margaret Oyelaran, residing at 27 Chestnut Avenue, Bolton BL3 4RT, object to the planning application.",
    "Ja, niżej podpisana Teresa Wójcik, zamieszkała przy ul. Polnej 9 m. 4, 26-600 Radom, wnoszę o zwrot kaucji.",
    "Hiermit kündige ich, Uwe Brandt, wohnhaft in der Gartenstraße 41, 30159 Hannover, meinen Stromvertrag.",
    "Yo, Pilar Gómez Ortega, domiciliada en calle Almendro 6, 3º B, Murcia, solicito la devolución de la fianza.",
    "Je soussigné Thierry Vasseur, demeurant 9 avenue Jean Jaurès, 21000 Dijon, atteste sur l'honneur.",
    "Я, Оксана Миколаївна Дорошенко, мешкаю за адресою вул. Сагайдачного, 14, кв. 3, м. Полтава, прошу.",
    # a relative's address, with or without their name
    "My sister Chloe lives at 5 Harbour road, Whitby, can you draft a letter from me to her landlord?",
    "Meine Mutter Ingrid wohnt in der Birkenweg 7 allein und ich mache mir Sorgen.",
    # a move, the new address typed right after
    "we've just moved into 31 fernside rd, exeter ex2 8pu - help me tell the bank",
    "mieszkam na Klonowej 3 m. 8 w Lublinie, napisz pismo do administracji",
    # a genitive name before the address
    "Zabierzcie meble z domu Tomasza Kubiaka, ul. Ogrodowa 12, 44-100 Gliwice.",
    # a birth date marked after it
    "Оформити довідку на Ірину Олегівну Савчук, 03.07.1987 р.н., для банку.",
    "доверенность на Сергея Ивановича Петренко, 21.03.1958 г.р., нужна срочно",
    # a plate with its owner said by belonging, and in Cyrillic
    "la Twingo rouge GH-582-TL c'est à Mélanie, elle bloque encore le portail",
    "le Kangoo blanc EF-331-RB c'est à Samir, il se gare devant la sortie de secours",
    "сусідка щодня ставить свій білий Тігуан ВС 3391 АК на тротуарі",
]

ROUND8_IDENTITY_GREEN = [
    "Pour la maquette du site, mets « Jean Dupont, 12 rue de la Paix, 75002 Paris » et invente trois autres identités fictives.",
    "Für den Prototyp: erfundene Kunden wie Max Mustermann, Musterstraße 5, 10115 Berlin, bitte zehn weitere.",
    "The museum is at 25 Exhibition road, London SW7, open from ten.",
    "We moved the meeting to room 4, same floor.",
    "Clio, Twingo oder Golf – welches Auto ist am sparsamsten?",
    "Форма заяви: «Я, ________, мешкаю за адресою ________» — як правильно заповнити?",
    "My sister lives in Leeds and works at the hospital.",
    "Clio grise FB-482-KT à vendre, 6500 euros, c'est à Lyon.",
    "Our office moved to 40 Baker street in March, update the website footer.",
    "Modèle : « Je soussigné(e) [NOM], demeurant [ADRESSE] », c'est le bon format ?",
]


@pytest.mark.parametrize("text", ROUND8_IDENTITY_RED)
def test_formal_letters_relatives_addresses_and_owned_plates_are_red(text):
    assert Kind.IDENTITY in kinds(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", ROUND8_IDENTITY_GREEN)
def test_invented_identities_museums_and_blank_forms_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


# ---------------------------------------------------------------- round 8: disclosures shown, not labelled

ROUND8_RED = [
    # faith by practice
    ("During Ramadan I fast until sunset, so can we move the client lunch to the evening?", Kind.BELIEFS),
    ("W czasie Ramadanu poszczę i nie mogę iść na firmowy obiad.", Kind.BELIEFS),
    ("Wir halten Shabbat, deshalb kann ich freitags nach drei keine Termine annehmen.", Kind.BELIEFS),
    ("Guardamos el sábado y mi jefe quiere ponerme turnos los sábados.", Kind.BELIEFS),
    ("Je me suis convertie à l'islam l'an dernier et ma famille ne le sait pas.", Kind.BELIEFS),
    ("I converted to Judaism before our wedding, help me tell my grandmother.", Kind.BELIEFS),
    ("Od trzech lat prowadzę scholę w naszej parafii, napisz mi o tym akapit do CV.", Kind.BELIEFS),
    ("I'm a paid-up Green Party member, write me a canvassing script.", Kind.BELIEFS),
    ("Als Vertrauensfrau und jetzt Betriebsrätin muss ich die Versammlung leiten.", Kind.BELIEFS),
    ("Soy delegada sindical de CCOO en mi fábrica y me quieren cambiar de turno.", Kind.BELIEFS),
    ("Je suis élue CSE et syndiquée CFDT, aide-moi à répondre au DRH.", Kind.BELIEFS),
    ("wstąpiłem do związku zawodowego w pracy i szef zaczął mnie pomijać", Kind.BELIEFS),
    ("Я вступила до профспілки на заводі, і начальник тепер чіпляється.", Kind.BELIEFS),
    # relationships in notes
    ("Notes after the solicitor: divorce petition in May, Dan wants joint custody, I want the kids weekdays.", Kind.RELATIONSHIP),
    ("Nach dem Gespräch: Trennungsjahr läuft, ich will das Sorgerecht für Mia allein.", Kind.RELATIONSHIP),
    ("Notatki: sprawa rozwodowa w kwietniu, moja prawniczka mówi, że opieka naprzemienna nad Zosią jest realna.", Kind.RELATIONSHIP),
    ("Записи після юриста: аліменти на доньку, квартира на свекруху.", Kind.RELATIONSHIP),
    ("Stayed at the hotel with Jake again, Paul thinks I was at my book club.", Kind.RELATIONSHIP),
    ("I've been seeing someone from my gym since spring and my wife has no idea.", Kind.RELATIONSHIP),
    ("When he's drunk he slapped me twice and I told nobody.", Kind.RELATIONSHIP),
    ("Mein Freund hat mich gestern gegen die Wand geschubst.", Kind.RELATIONSHIP),
    ("Il m'a encore poussée contre le mur devant les enfants.", Kind.RELATIONSHIP),
    ("Муж вчера ударил меня, я боюсь возвращаться домой.", Kind.RELATIONSHIP),
    # health by medicine, doctor, recovery
    ("I take sertraline every morning for my anxiety, can I drink at the wedding", Kind.HEALTH),
    ("Biorę escitalopram od roku na lęki i chcę wiedzieć, czy mogę lecieć.", Kind.HEALTH),
    ("Ich nehme seit März Venlafaxin gegen Depressionen.", Kind.HEALTH),
    ("Mon psychiatre veut augmenter la dose, j'ai peur de grossir.", Kind.HEALTH),
    ("The consultant confirmed multiple sclerosis this morning and I don't know how to tell work.", Kind.HEALTH),
    ("Лікар підтвердив діабет у мами, треба скласти меню.", Kind.HEALTH),
    ("Сестрі поставили біполярний розлад, як їй допомогти?", Kind.HEALTH),
    ("My boyfriend is HIV positive and we want to try for a baby.", Kind.HEALTH),
    ("I've been sober for eighteen months and my sister's hen do is at a bar.", Kind.HEALTH),
    ("Mój brat od pół roku chodzi na spotkania Anonimowych Alkoholików i chcę go wspierać.", Kind.HEALTH),
    # ethnicity by parentage
    ("My mum is Nigerian and my dad is Scottish, what do I write in the heritage box?", Kind.ETHNICITY),
    ("Mój ojciec jest Marokańczykiem i w szkole ciągle mnie o to pytają.", Kind.ETHNICITY),
    ("Meine Mutter ist Vietnamesin, mein Vater Deutscher, und ich werde ständig gefragt, woher ich komme.", Kind.ETHNICITY),
    ("Ma mère est sénégalaise et mon père breton, aide-moi à écrire mon discours.", Kind.ETHNICITY),
    ("I'm mixed race and my new manager keeps asking where I'm really from.", Kind.ETHNICITY),
    # gambling losses
    ("I lost nearly four grand on the slots this year and my partner thinks it's in savings.", Kind.FINANCE),
    ("Mój tata przegrał oszczędności na zakładach bukmacherskich.", Kind.FINANCE),
    ("Mi hermano ha perdido 6.000 euros en apuestas online.", Kind.FINANCE),
]

ROUND8_GREEN = [
    "When does Ramadan start this year and how long do people fast?",
    "Wie viele Menschen in Deutschland haben eine Depression?",
    "Combien de personnes sont séropositives en France, selon les chiffres officiels ?",
    "In my novel, the heroine cheats on her husband with his brother; is that too soap opera?",
    "W mojej powieści bohaterka zdradza męża z sąsiadem, czy to wiarygodne?",
    "Für meinen Krimi: der Täter schlägt sein Opfer mit einer Flasche, wie realistisch ist das?",
    "The ball hit me in the face during the match, is a black eye normal?",
    "She beat me at chess again, any opening tips?",
    "It suddenly hit me that the deadline is tomorrow.",
    "Explain how custody works in a divorce in Spain.",
    "What does a union rep actually do?",
    "Is lithium still used in batteries or only in medicine?",
    "Bet365 lost its appeal in court, what does that mean for customers?",
    "My mum is a Chinese teacher at the local school.",
]


@pytest.mark.parametrize("text,kind", ROUND8_RED)
def test_faith_practice_roles_notes_medicines_parentage_and_gambling_are_red(text, kind):
    assert kind in kinds(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", ROUND8_GREEN)
def test_statistics_stories_idioms_and_topic_questions_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


ROUND8_FIGURATIVE_GREEN = [
    "Mon coach m'a poussée à postuler pour ce poste, il avait raison.",
    "Mi profesora me empujó a estudiar medicina.",
    "Szef popchnął mnie do działania, w końcu złożyłam wniosek.",
    "My mentor pushed me to apply for the promotion.",
]


@pytest.mark.parametrize("text", ROUND8_FIGURATIVE_GREEN)
def test_being_pushed_to_do_something_stays_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


ROUND8_QUESTIONS_RED = [
    # a disclosure followed by the user's question is still a disclosure
    ("Złożyłam pozew rozwodowy w zeszłym tygodniu, jak przygotować się do pierwszej rozprawy?", Kind.RELATIONSHIP),
    ("Ich habe letzte Woche die Scheidung eingereicht, was kommt jetzt?", Kind.RELATIONSHIP),
    ("Emma and I are getting divorced, how do we tell the kids?", Kind.RELATIONSHIP),
    ("Mi marido tiene una amante desde hace meses, ¿qué hago?", Kind.RELATIONSHIP),
    ("Ma copine est séropositive, quels sont les risques pour moi ?", Kind.HEALTH),
    ("Mein Freund ist HIV-positiv, sollten wir das dem Zahnarzt sagen?", Kind.HEALTH),
    ("Our daughter came out to us as bi on Sunday, how do we support her?", Kind.SEXUALITY),
    ("Mein Sohn hat sich gestern als schwul geoutet, wie reagiere ich richtig?", Kind.SEXUALITY),
    ("Mi hermana acaba de salir del armario y mis padres no reaccionaron bien.", Kind.SEXUALITY),
    ("Not sure about the visa yet, but my psychiatrist says I need six months of tablets with me.", Kind.HEALTH),
]

ROUND8_QUESTIONS_GREEN = [
    "Brad and Angelina are getting divorced again according to the tabloids?",
    "How is HIV transmitted between partners?",
    "When did Elton John come out as gay?",
    "My dad came out of the meeting furious about the budget.",
    "Ein Schauspieler hat sich öffentlich geoutet – wie berichten Zeitungen darüber?",
]


@pytest.mark.parametrize("text,kind", ROUND8_QUESTIONS_RED)
def test_a_disclosure_before_the_question_is_red(text, kind):
    assert kind in kinds(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", ROUND8_QUESTIONS_GREEN)
def test_celebrity_news_and_hospital_discharge_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)


ROUND8_MORE_RED = [
    ("A mi hermano le han diagnosticado TEPT tras la misión.", Kind.HEALTH),
    ("Mon père souffre de stress post-traumatique depuis la guerre.", Kind.HEALTH),
    ("Meine Oma leidet an Demenz und erkennt mich nicht mehr.", Kind.HEALTH),
    ("It's been a year since my last drink, help me write something for my AA meeting.", Kind.HEALTH),
    ("Od roku nie piję, jutro mam mityng AA.", Kind.HEALTH),
    ("Fasting this Ramadan at work is hard, how do I tell my team I'll skip lunch?", Kind.BELIEFS),
    ("Я пощу під час Великого посту, як пояснити колегам?", Kind.BELIEFS),
    ("Trzymamy szabas, więc w piątek wieczorem nie odbieram telefonów.", Kind.BELIEFS),
    ("Ich bin vor zwei Jahren zum Islam konvertiert und meine Eltern wissen es nicht.", Kind.BELIEFS),
    ("Leite seit Jahren die Jugendgruppe in unserer Kirchengemeinde.", Kind.BELIEFS),
    ("Bin seit 2019 Mitglied der Grünen, soll ich das im Lebenslauf erwähnen?", Kind.BELIEFS),
    ("Notes from the lawyer: custody hearing in June, Mark wants the kids every other weekend.", Kind.RELATIONSHIP),
    ("Notes de l'avocate : garde alternée, pension alimentaire pour Léa, audience en mars.", Kind.RELATIONSHIP),
    ("Mon père est algérien et ma mère française.", Kind.ETHNICITY),
    ("Моя мама кримська татарка, а тато українець.", Kind.ETHNICITY),
]

ROUND8_MORE_GREEN = [
    "My dad is Irish-dancing champion of the county lol",
    "Which celebrity suffers from bipolar disorder?",
    "Notes from the lecture: divorce rates in Europe since 1990.",
    "Ich bin seit 2019 Mitglied im Fitnessstudio.",
    "Jestem członkiem klubu szachowego od pięciu lat.",
    "I lead the marketing team at our company.",
    "The hotel manager thinks I was rude at check-in, how do I reply to the review?",
    "Il m'a frappé par son intelligence pendant la réunion.",
    "Il m'a poussée à postuler pour ce poste.",
    "Mi marido tiene otro trabajo los fines de semana.",
    "I help run the food bank in our church hall on Saturdays.",
]


@pytest.mark.parametrize("text,kind", ROUND8_MORE_RED)
def test_suffering_recovery_observance_membership_notes_and_parentage_are_red(text, kind):
    assert kind in kinds(text), (text, detect(text).findings)


@pytest.mark.parametrize("text", ROUND8_MORE_GREEN)
def test_compounds_celebrities_lectures_and_clubs_stay_green(text):
    assert not detect(text).is_red, (text, detect(text).findings)
