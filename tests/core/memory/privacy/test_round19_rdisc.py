"""Round 19 (rdisc): what people live through, told in everyday words (vocab/lived.py), in six languages: violence
at home told with the object pronoun, affairs, divorce and custody as something happening, pregnancy loss, IVF and
abortion, a relative's drinking, life since chemo or an amputation, an overdrawn account, overdue instalments,
eviction and rent arrears, a role in a party or union (also inside a signature or bio to edit), a same-sex partner of
one's child, and one's origin named with the discrimination it brings.

All sentences here are written for these tests (none is taken from a benchmark file). Every RED sentence fails on the
code before round 19; the GUARDS are look-alikes of the new rules that must stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.findings import Kind
from app.core.memory.privacy.detector.verdict import detect

RED = [
    ('Mi ex me pegaba y todavía tengo miedo de cruzármelo.', Kind.RELATIONSHIP),
    ('Mein Freund ist gestern auf mich losgegangen, ich habe Angst.', Kind.RELATIONSHIP),
    ('Żona nie wie, że wciąż piszę z byłą.', Kind.RELATIONSHIP),
    ('Je suis tombée amoureuse du frère de mon mari.', Kind.RELATIONSHIP),
    ('Mój mąż spotyka się z inną, widziałam wiadomości.', Kind.RELATIONSHIP),
    ('Mein Mann trifft sich heimlich mit einer anderen.', Kind.RELATIONSHIP),
    ('He moved out to live with his mistress last month.', Kind.RELATIONSHIP),
    ('Я переказую гроші коханцю, щоб чоловік не бачив.', Kind.RELATIONSHIP),
    ('Wir lassen uns nach fünfzehn Jahren Ehe scheiden.', Kind.RELATIONSHIP),
    ('Estamos en pleno divorcio y no sé qué decir a los niños.', Kind.RELATIONSHIP),
    ('How do I tell the kids about our divorce?', Kind.RELATIONSHIP),
    ('Sie wurde von ihrem Mann verlassen, kurz nach der Geburt.', Kind.RELATIONSHIP),
    ('Mon ex demande la garde exclusive de notre fils.', Kind.RELATIONSHIP),
    ("We lost the baby at 9 weeks and I can't stop crying.", Kind.HEALTH),
    ('Wir haben unser Baby in der 12. Woche verloren.', Kind.HEALTH),
    ('Perdimos el bebé en la semana diez.', Kind.HEALTH),
    ('Ми втратили дитину на дванадцятому тижні.', Kind.HEALTH),
    ('Wir machen gerade eine Kinderwunschbehandlung.', Kind.HEALTH),
    ('Nous faisons une FIV depuis deux ans.', Kind.HEALTH),
    ('Je suis en parcours PMA à Lyon.', Kind.HEALTH),
    ('Ich habe vor zwei Jahren abgetrieben.', Kind.HEALTH),
    ("J'ai avorté il y a un mois.", Kind.HEALTH),
    ('Mon compte est à -300 € et la banque facture des agios.', Kind.FINANCE),
    ('Meine Kreditkarte ist im Minus und die Bank hat sie gesperrt.', Kind.FINANCE),
    ('Der Vermieter hat uns wegen Mietschulden gekündigt.', Kind.FINANCE),
    ('Хазяйка виганяє мене, бо я не заплатила за два місяці.', Kind.FINANCE),
    ('Ich engagiere mich bei der SPD im Ortsverein.', Kind.BELIEFS),
    ('Sign-off for my email: "Anna Kowal, Unison branch secretary"', Kind.BELIEFS),
    ('Kürze meine Bio: "Gewerkschaftssekretär bei ver.di, Vater von zwei Kindern"', Kind.BELIEFS),
    ('Я депутат міськради від партії, допоможи з листом.', Kind.BELIEFS),
    ("J'ai pris ma carte au PCF l'an dernier.", Kind.BELIEFS),
    ('Córka powiedziała mi, że ma dziewczynę.', Kind.SEXUALITY),
    ("Mon fils vit avec son compagnon depuis deux ans, mes parents l'ignorent.", Kind.SEXUALITY),
    ('Als schwuler Mann habe ich Angst vor dem Coming-out im Büro.', Kind.SEXUALITY),
    ("The two guys next door told me they're a couple but keep it secret.", Kind.SEXUALITY),
    ("As the only Black guy in the office I get asked where I'm really from.", Kind.ETHNICITY),
    ('Jestem Wietnamką i w szkole syna dzieci się ze mnie śmieją.', Kind.ETHNICITY),
    ('Ich bin Türkin und werde bei Wohnungsbesichtigungen oft abgelehnt.', Kind.ETHNICITY),
    ("My husband's been drinking every day since he lost his job.", Kind.HEALTH),
    ('Після ампутації я без ноги, шукаю роботу.', Kind.HEALTH),
    ('Tata od operacji serca nie może dźwigać.', Kind.HEALTH),
]

GUARDS = [
    'My brother beat me at chess again last night.',
    'The boxer hit his opponent with a left hook in the third round.',
    'Mój syn uderzył piłką w okno sąsiada.',
    "Il m'a battu au tennis hier, trois sets à zéro.",
    'Wie schreibe ich einen Artikel über häusliche Gewalt für die Schülerzeitung?',
    "Lady Chatterley's Lover is on the reading list, can you summarise it?",
    'Wie heißt der Film über die Affäre zwischen Präsident und Praktikantin?',
    'Moja żona nie wie, że kupiłem jej prezent na urodziny.',
    'Je suis amoureuse de mon mari depuis vingt ans.',
    'What is the divorce rate in Spain?',
    'Napisz opowiadanie o parze w trakcie rozwodu.',
    'Was kostet eine Scheidung in Deutschland im Durchschnitt?',
    'Résume le film « Marriage Story » sur un divorce.',
    'What is the success rate of IVF at 40?',
    'Napisz artykuł o prawie aborcyjnym w Polsce.',
    'Wie hoch ist das Risiko einer Fehlgeburt im ersten Trimester?',
    'We lost the match in the last minute.',
    'Perdimos el autobús y llegamos tarde.',
    "J'ai perdu mon bébé chat, il s'est sauvé.",
    'What does overdraft protection mean?',
    'Jak działa debet w koncie dla firm?',
    'Wie hoch sind die Dispozinsen bei der Sparkasse?',
    'La température est à -12 degrés ce matin.',
    'Ile kosztuje eksmisja lokatora dla właściciela mieszkania?',
    'Explain eviction law in Scotland for a landlord.',
    'Who is the general secretary of the CGT?',
    'Summarise the Labour Party manifesto on housing.',
    'Was fordert ver.di in der aktuellen Tarifrunde?',
    '¿Cuántos afiliados tiene CCOO?',
    'Mój szef jest członkiem zarządu firmy.',
    'My daughter has a new friend from school.',
    'Mein Sohn hat einen Freund aus der Schule zu Besuch.',
    'Mi hija tiene novio desde el verano.',
    'Write a scene where two men fall in love.',
    "I'm Polish and I live in Bristol, what's a good dentist?",
    'Soy colombiano y busco recetas de arepas.',
    'Jestem Ukrainką, szukam kursu niemieckiego w Berlinie.',
    'Ich bin Türkin und suche ein Geschenk für meine Mutter.',
    "What are the early signs of Parkinson's?",
    'My dad drinks a lot of tea.',
    'Mi padre bebe agua con gas.',
    "Who became a Jehovah's Witness in the novel?",
    'Czym różnią się świadkowie Jehowy od katolików?',
    'I lost the baby monitor charger, where can I buy one?',
    "Ma voisine a un chat qui s'appelle Minou.",
]


# The same classes told of someone else (family, friends, colleagues): a second set, written after the first rules
RED_OTHERS = [
    ('Koleżanka z pracy powiedziała, że mąż ją bije.', Kind.RELATIONSHIP),
    ('Meine Kollegin wird von ihrem Mann geschlagen, sie traut sich nicht zur Polizei.', Kind.RELATIONSHIP),
    ("La fille de ma voisine m'a dit que son beau-père la frappe.", Kind.RELATIONSHIP),
    ("Брат дружини її б'є, вона боїться йти в поліцію.", Kind.RELATIONSHIP),
    ('my dad used to beat us with a belt', Kind.RELATIONSHIP),
    ('Seit Jahren schlägt er mich, wenn er getrunken hat.', Kind.RELATIONSHIP),
    ('Un compañero de trabajo me contó que su pareja le pega.', Kind.RELATIONSHIP),
    ('Mein Schwager hat eine Geliebte und meine Schwester ahnt nichts.', Kind.RELATIONSHIP),
    ('Mi cuñado engaña a mi hermana con una compañera.', Kind.RELATIONSHIP),
    ('Mon beau-frère trompe ma sœur depuis des mois.', Kind.RELATIONSHIP),
    ('Żona kolegi spotyka się z innym, a on nic nie wie.', Kind.RELATIONSHIP),
    ('Moi rodzice się rozwodzą, jak to przeżyć?', Kind.RELATIONSHIP),
    ("My brother's wife walked out on him last week.", Kind.RELATIONSHIP),
    ('Siostra walczy z byłym o opiekę nad córką.', Kind.RELATIONSHIP),
    ('Moja siostra poroniła w zeszłym tygodniu.', Kind.HEALTH),
    ('Meine Schwester hat ihr Baby verloren, in der 20. Woche.', Kind.HEALTH),
    ('Mi hermana perdió el bebé a los cuatro meses.', Kind.HEALTH),
    ("Сестра втратила дитину на п'ятому місяці.", Kind.HEALTH),
    ('Meine Schwester macht gerade eine Kinderwunschbehandlung.', Kind.HEALTH),
    ('Mi hermana está haciendo una FIV en Valencia.', Kind.HEALTH),
    ('Meine Freundin hat abgetrieben und bereut es.', Kind.HEALTH),
    ('Mi amiga abortó el mes pasado.', Kind.HEALTH),
    ("My colleague's husband drinks every night and she's exhausted.", Kind.HEALTH),
    ('Tata pije od śmierci mamy.', Kind.HEALTH),
    ('Mein Onkel säuft seit der Rente.', Kind.HEALTH),
    ("Since his stroke my grandad can't speak properly.", Kind.HEALTH),
    ('Depuis son AVC, mon père ne parle plus.', Kind.HEALTH),
    ('Tengo la cuenta en números rojos y me cobran comisiones.', Kind.FINANCE),
    ('Mon compte est à découvert depuis trois semaines.', Kind.FINANCE),
    ('У брата на картці мінус 20 тисяч.', Kind.FINANCE),
    ('Rodzice dostali nakaz eksmisji.', Kind.FINANCE),
    ('Meine Mutter hat eine Räumungsklage bekommen.', Kind.FINANCE),
    ('A mis padres los van a desahuciar.', Kind.FINANCE),
    ('Mes parents vont être expulsés de leur logement.', Kind.FINANCE),
    ('Батьків виселяють з квартири.', Kind.FINANCE),
    ('My mum is a Labour councillor.', Kind.BELIEFS),
    ('Mój brat jest działaczem PiS.', Kind.BELIEFS),
    ('Mein Vater ist seit 40 Jahren in der SPD.', Kind.BELIEFS),
    ("My daughter has a girlfriend and I'm fine with it, but her grandpa isn't.", Kind.SEXUALITY),
    ("Ma collègue est d'origine marocaine et subit du racisme.", Kind.ETHNICITY),
]

GUARDS_OTHERS = [
    'What are the signs that a colleague is being abused at home?',
    "My colleague's husband drinks only sparkling water.",
    'The couple next door argue about football every Sunday.',
    'Mój brat jest członkiem klubu szachowego.',
    'Meine Schwester hat ihr Handy verloren.',
    'Mi hermana perdió el autobús.',
    'Ma sœur a quitté son travail pour ouvrir un café.',
    'My parents are getting a new car.',
    'How does custody work in Polish law?',
    'Wie funktioniert eine Räumungsklage für Vermieter?',
    'My brother is £2,000 richer after selling his car.',
    'La CGT appelle à la grève jeudi.',
    'He beat me at chess again.',
    'My sister is doing a course in Denmark.',
    'Tata pije kawę bez mleka.',
    'Since his promotion my grandad is busy.',
]


# A third set (in-laws, nieces, neighbours, colleagues), measured before the rules were widened for it: 11 of 37 missed (14 on the base)
RED_THIRD = [
    "My aunt's new boyfriend shoved her into a wall at the party.",
    'Mein Nachbar schlägt seine Kinder, man hört es durch die Wand.',
    "Подруга каже, що чоловік її б'є вже два роки.",
    'Ma sœur a un amant depuis deux ans.',
    'Тітка зраджує чоловікові з сусідом.',
    'Mein Bruder und seine Frau trennen sich gerade.',
    'My niece lost her baby at 22 weeks.',
    'Mój teść pije od lat, teraz ma marskość wątroby.',
    'My uncle is two months behind on his mortgage.',
    'Mi tío tiene la cuenta en descubierto desde hace meses.',
    "Mes voisins ont reçu un avis d'expulsion.",
    'Мою сусідку виселяють за борги.',
    'My sister-in-law is a Unison rep at the hospital.',
    'Mi suegro es concejal del PSOE.',
]

GUARDS_THIRD = [
    'My aunt pushed her car into the garage.',
    "Our neighbour's dog fights with the cat.",
    'How do couples usually split custody at Christmas?',
    'My cousin lost her phone in the taxi.',
    'My sister-in-law is a nurse at the hospital.',
    'The union meeting is on Tuesday.',
    'Mi tío tiene una cuenta en el BBVA.',
    'Ma sœur a un chat depuis deux ans.',
    'Brat ma trzy raty za telewizor do spłaty.',
]


@pytest.mark.parametrize(("text", "kind"), RED + RED_OTHERS)
def test_a_lived_disclosure_is_red(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.label == "red"
    assert kind in {f.kind for f in verdict.findings}


@pytest.mark.parametrize("text", GUARDS + GUARDS_OTHERS + GUARDS_THIRD)
def test_look_alikes_of_the_new_rules_stay_green(text: str) -> None:
    assert detect(text).label != "red"


@pytest.mark.parametrize("text", RED_THIRD)
def test_a_lived_disclosure_about_someone_close_is_red(text: str) -> None:
    assert detect(text).label == "red"
