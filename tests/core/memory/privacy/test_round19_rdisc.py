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


@pytest.mark.parametrize(("text", "kind"), RED)
def test_a_lived_disclosure_is_red(text: str, kind: Kind) -> None:
    verdict = detect(text)
    assert verdict.label == "red"
    assert kind in {f.kind for f in verdict.findings}


@pytest.mark.parametrize("text", GUARDS)
def test_look_alikes_of_the_new_rules_stay_green(text: str) -> None:
    assert detect(text).label != "red"
