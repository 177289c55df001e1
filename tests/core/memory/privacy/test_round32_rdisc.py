"""Round 32 (rdisc): three mechanisms behind the fresh disclosure misses of broad-zzz31..zzz35, closed in general.
Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru.

- debt_institutions.py: the writer's debt named by who pursues it - a collector by role or by name, a court's payment
  order, enforcement, a default in a credit register, unpaid tax or contributions, loans taken for gambling; topic
  questions, work at a collection firm, the news and a firm's debts stay green.
- health_consequences.py: a condition told as the cause of a sick leave or a hospital stay (the writer's or a
  relative's), a pregnancy lost; a relationship hidden from the writer's partner. Time spans, check-ups, visits,
  topic questions, "miscarriage of justice" and a surprise kept from a partner stay green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_DEBT: list[str] = [
    # a collector by role or name, about the writer's debt
    "Cabot Financial sent me another letter about a Barclaycard balance of £1,900 I stopped paying in 2021",
    "debt collectors have been ringing me every day about an old phone contract",
    "Intrum is chasing me for an unpaid gym membership from years ago",
    "Dzwoni do mnie firma windykacyjna w sprawie starego rachunku za telefon",
    "Dostałem pismo od KRUK-a, że mam oddać 3 tys. zł za stary abonament",
    "Komornik zajął mi konto w zeszłym tygodniu, z czego mam żyć?",
    "Ein Inkassobüro schreibt mir wegen einer alten Handyrechnung über 480 Euro",
    "Bei mir wurde das Konto gepfändet, ich komme an mein Gehalt nicht mehr ran",
    "Me llaman de una empresa de recobro por un préstamo que dejé de pagar",
    "Tengo un embargo de la nómina por una deuda de la tarjeta",
    "Un huissier est passé chez moi pour une facture de 2 300 € que je n'ai jamais réglée",
    "J'ai reçu une injonction de payer pour mon ancien crédit conso",
    "Мені постійно дзвонять колектори через старий кредит",
    "Виконавча служба заблокувала мені картку через борг за кредит",
    "Мне звонят коллекторы по старому микрозайму, что делать?",
    # a court's payment order
    "I got a county court judgment against me last spring for an unpaid credit card",
    "Przyszedł do mnie nakaz zapłaty z sądu na 5 tys. zł za kartę kredytową",
    "Ich habe einen Mahnbescheid über 1.200 Euro bekommen und weiß nicht weiter",
    "Me ha llegado un requerimiento de pago del juzgado por un préstamo rápido",
    # a default in a credit register
    "My credit file shows three missed payments from when I lost my job",
    "Mam negatywny wpis w BIK po kredycie na samochód",
    "Ich habe einen negativen Schufa-Eintrag wegen eines alten Handyvertrags",
    "Estoy en ASNEF por una deuda con una compañía telefónica",
    "Je suis fiché à la Banque de France depuis un incident sur mon crédit",
    "У мене зіпсована кредитна історія, бо я пропустив кілька платежів",
    "У меня испорченная кредитная история, просрочки по двум кредитам",
    # unpaid tax or contributions
    "I owe HMRC about £7,000 from my last two tax returns",
    "Mam zaległości podatkowe za dwa lata działalności",
    "Ich habe Steuerschulden beim Finanzamt und kann sie nicht auf einmal zahlen",
    "Tengo una deuda con Hacienda de 4.000 euros por el IRPF de 2022",
    "J'ai une dette fiscale de 6 000 € et je ne sais pas comment l'étaler",
    "У мене податковий борг як у ФОП, і податкова вже пише листи",
    "У меня налоговая задолженность по ИП около 90 тысяч",
    # loans taken for gambling
    "I took out three payday loans to cover my betting losses",
    "Przez zakłady bukmacherskie wziąłem cztery chwilówki",
    "Wegen Sportwetten habe ich zwei Kredite aufgenommen, meine Frau weiß nichts",
    "Pedí dos préstamos para pagar lo que perdí en las apuestas",
    "J'ai pris trois crédits pour rembourser mes pertes aux paris sportifs",
    "Через ставки на спорт взяв три кредити, батьки не знають",
]

GREEN_DEBT: list[str] = [
    # topic questions, no owner
    "How does a county court judgment affect a tenant's credit score?",
    "Can bailiffs enter my home if I'm not there?",
    "Jak działa nakaz zapłaty w postępowaniu upominawczym?",
    "Wie funktioniert ein Mahnbescheid eigentlich?",
    "¿Cómo funciona un requerimiento de pago en un monitorio?",
    "Comment fonctionne une injonction de payer ?",
    "Як працює виконавча служба в Україні?",
    # work at a collection firm, the news, a firm's debts
    "I have a job interview at Intrum next week for a data analyst role",
    "Pracuję w windykacji od trzech lat i szukam nowej pracy",
    "Ich arbeite bei einem Inkassounternehmen und suche eine neue Stelle",
    "Trabajo en una empresa de recobro, ¿cómo redacto mi CV?",
    "Lowell was in the news for buying old phone debts",
    "I paid for my Canon EOS camera in three instalments",
    # a register without a default, a saisie that is data entry, a rate
    "J'ai fait la saisie de mes heures dans le logiciel",
    "Яка ставка по кредиту зараз у ПриватБанку?",
    "I love the casino scenes in that film",
    # the writer unsure the debt exists (yellow)
    "Vielleicht habe ich noch eine alte Forderung bei einem Inkassobüro offen, bin nicht sicher",
    "Dostałam SMS od windykacji, ale nie wiem, czy to nie oszustwo",
    "We are playing poker at the casino tonight, I'll take my credit card",
    "Mi empresa trabaja con ASNEF para consultar morosos",
    "Czy komornik może zająć konto wspólne z żoną?",
    "Darf der Gerichtsvollzieher in meine Wohnung?",
]

RED_HEALTH: list[str] = [
    # a sick leave with its cause
    "I've been signed off work because of depression and my manager keeps emailing me",
    "I'm on sick leave due to a slipped disc, can my employer call me?",
    "Jestem na zwolnieniu lekarskim z powodu depresji",
    "Lekarz dał mi L4 przez zapalenie płuc",
    "Ich bin wegen einer Angststörung krankgeschrieben, darf ich spazieren gehen?",
    "Estoy de baja por ansiedad desde enero",
    "Je suis en arrêt maladie pour un burn-out depuis un mois",
    "Я на лікарняному через запалення легень",
    "Я на больничном из-за депрессии, могут ли меня уволить?",
    # a hospital stay with its cause, the writer's or a relative's
    "My brother was hospitalised for two weeks with anorexia",
    "Mój tata leżał w szpitalu z powodu zawału",
    "Meine Mutter liegt im Krankenhaus wegen einer Lungenentzündung",
    "Mi padre estuvo ingresado por una neumonía el mes pasado",
    "Ma sœur a été hospitalisée pour une anorexie l'an dernier",
    "Мій брат був госпіталізований через інсульт",
    "Моя мама госпитализирована из-за инсульта",
    # a pregnancy lost
    "I had a miscarriage last month and I'm still not ready to talk about it",
    "My wife had an ectopic pregnancy in March",
    "W zeszłym roku poroniłam w 9. tygodniu",
    "Ich hatte im Sommer eine Fehlgeburt und möchte mit niemandem darüber reden",
    "Mi mujer tuvo un aborto espontáneo en mayo",
    "J'ai fait une fausse couche en septembre",
    "У мене був викидень на восьмому тижні",
    "У меня была замершая беременность весной",
]

GREEN_HEALTH: list[str] = [
    # no cause, a time span, a check-up, a visit, a topic question
    "How long is sick leave for burnout in Germany?",
    "Jestem na L4 na tydzień, czy mogę wyjechać?",
    "My brother was in hospital for observation over the weekend",
    "I was in the hospital with my dad all day",
    "Estuve en el hospital con mi madre toda la tarde",
    "What are the early signs of a miscarriage?",
    "The film is about a miscarriage of justice in the 1970s",
    "I admitted to my boss that I was late because of traffic",
    "My aunt works in the hospital because of the good pay",
    "I lost my baby monitor during the move",
    "I visited my mum in hospital with flowers and grapes",
    "My cat was admitted to the vet clinic with a broken leg",
    "Can I get sick leave for a dentist appointment?",
    "I'm reading a novel about a woman who had a miscarriage",
]

RED_HIDDEN: list[str] = [
    "I've been seeing someone from the gym behind my husband's back for six months",
    "I've been secretly dating my ex again. My wife has no idea",
    "Od pół roku spotykam się z kimś w tajemnicy przed mężem",
    "Mam romans za plecami żony i nie wiem, co robić",
    "Ich treffe mich heimlich mit einem Kollegen, mein Mann ahnt nichts",
    "Ich habe seit Monaten eine Beziehung hinter dem Rücken meiner Frau",
    "Me veo con otra persona a escondidas de mi novio",
    "Tengo una relación en secreto con mi jefe y mi marido no sabe nada",
    "Je vois quelqu'un en cachette de mon mari depuis l'été",
    "J'ai une relation secrète avec un collègue, ma femme ne se doute de rien",
    "Я таємно від чоловіка зустрічаюся з колегою",
    "Я встречаюсь с другим тайно от мужа",
]

GREEN_HIDDEN: list[str] = [
    "I'm secretly planning a surprise party for my wife's birthday",
    "Planeo una sorpresa a escondidas de mi marido para nuestro aniversario",
    "Heimlich habe ich meiner Frau ein Geschenk gekauft",
    "Je prépare en cachette un cadeau pour ma femme",
    "Таємно від дружини готую їй сюрприз на річницю",
    "How do I keep a secret from my husband about his party?",
    "My husband and I kiss in secret in the kitchen, the kids find it gross",
    "I'm secretly learning Spanish to surprise my wife",
]


@pytest.mark.parametrize("text", RED_DEBT)
def test_debt_named_by_its_institution_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_DEBT)
def test_debt_institution_without_the_writers_debt_is_not_red(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", RED_HEALTH)
def test_health_told_by_its_consequence_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_HEALTH)
def test_leave_or_stay_without_a_condition_is_not_red(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", RED_HIDDEN)
def test_relationship_hidden_from_the_partner_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_HIDDEN)
def test_surprise_kept_from_the_partner_is_not_red(text: str) -> None:
    assert detect(text).label != "red", text
