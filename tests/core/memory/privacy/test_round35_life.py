"""Round 35 (rlife): plain first-person and family disclosures told through their consequences, closed as mechanisms
(life_troubles.py). Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and
uk/ru.

- ARREARS: the writer not paying, or behind on, their mortgage, rent or loan for a counted time, or the bank moving to
  foreclose on their home;
- SEIZED: a bailiff or enforcement officer (komornik, Gerichtsvollzieher, huissier, embargo, виконавець, пристав)
  seizing or freezing the writer's account, wages, card or flat;
- INSOLVENT: a court opening the writer's insolvency;
- KIN_DEBT: a relative's debts of an amount to payday lenders;
- AFFAIR: the writer's spouse seeing someone, the writer having an affair;
- DIVORCE: a divorce petition received from the writer's spouse;
- ELDER: a son, daughter or carer taking the writer's pension or money and threatening them;
- COUPLE: a couple the neighbours, family or colleagues found out about and insult;
- TAKEN_FOR: a medicine the writer takes for a condition.
Green: general questions, fiction and homework, news about public figures, a novel with an affair, a prescription
question with no condition, a tenant behind on rent, a couple with no hostility.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # ARREARS
    "I haven't paid my mortgage for three months and the bank has started foreclosure on my house.",
    "We're five months behind on the mortgage and got a repossession letter.",
    "Nie płacę raty kredytu hipotecznego od pięciu miesięcy, bank grozi licytacją mieszkania.",
    "Od trzech miesięcy nie spłacam kredytu i bank wypowiedział umowę.",
    "Ich zahle seit vier Monaten meinen Kredit nicht mehr, die Bank droht mit Zwangsversteigerung.",
    "Seit drei Monaten kann ich die Miete nicht zahlen, der Vermieter hat gekündigt.",
    "No pago la hipoteca desde hace cuatro meses y el banco me amenaza con el desahucio.",
    "Llevo tres meses sin pagar el préstamo del coche.",
    "Je ne paie plus mon crédit immobilier depuis trois mois, la banque parle de saisie.",
    "Ça fait quatre mois que je ne paie plus mon loyer.",
    "Третій місяць не плачу за кредит, банк погрожує забрати квартиру.",
    "Уже полгода не плачу ипотеку, банк подал в суд на квартиру.",
    # SEIZED
    "A bailiff froze my bank account over an old loan, what do I do about my salary?",
    "The enforcement officer has seized my wages because of the credit card debt.",
    "Komornik zablokował moje konto przez dług za kredyt.",
    "Komornik zajął mi pensję, co mi zostanie na życie?",
    "Der Gerichtsvollzieher hat mein Konto gepfändet, wie komme ich an mein Gehalt?",
    "Mein Lohn wird gepfändet wegen alter Schulden.",
    "Me han embargado la cuenta por una deuda de un préstamo.",
    "Hacienda me ha embargado la nómina este mes.",
    "L'huissier a bloqué mon compte pour une dette de crédit.",
    "On a saisi mon salaire à cause d'un crédit impayé.",
    "Виконавець заблокував мою картку через борг.",
    "Пристав арестовал мою зарплатную карту из-за долга по кредиту.",
    "Приставы наложили арест на мою квартиру.",
    # INSOLVENT
    "The court opened insolvency proceedings against me last week. Can I still use my card?",
    "Sąd ogłosił moją upadłość konsumencką. Czy mogę mieć kartę?",
    "Das Gericht hat das Insolvenzverfahren über mein Vermögen eröffnet.",
    "El juzgado ha admitido mi concurso de acreedores.",
    "Mon dossier de surendettement a été déclaré recevable.",
    "Суд відкрив справу про моє банкрутство.",
    "Суд ввёл процедуру реструктуризации моих долгов.",
    # KIN_DEBT
    "My grandson Jake owes 15,000 pounds to payday lenders and wants me to be his guarantor.",
    "Mój wnuk Kuba ma 30 tysięcy długu w chwilówkach i chce, żebym poręczyła.",
    "Meine Enkelin Lea hat 12.000 Euro Schulden bei Sofortkrediten.",
    "Mi hija Laura debe 8.000 euros en microcréditos y quiere que firme como avalista.",
    "Mon petit-fils Lucas a 10 000 euros de dettes en crédits rapides.",
    "Мой внук Дима задолжал микрозаймам 200 тысяч рублей.",
    # AFFAIR
    "Found out my husband's been seeing a woman from his gym.",
    "My wife has been seeing someone else for months.",
    "I'm having an affair with a colleague and need a second phone.",
    "Mam romans z kolegą z pracy, jak ukryć wiadomości przed mężem?",
    "Dowiedziałam się, że mój mąż spotyka się z sąsiadką.",
    "Ich habe eine Affäre mit meinem Chef, meine Frau darf nichts merken.",
    "Meine Frau trifft sich seit Monaten heimlich mit unserem Nachbarn.",
    "Tengo una aventura con una compañera y necesito otro WhatsApp.",
    "Me he enterado de que mi mujer se ve con otro.",
    "J'ai une liaison avec une collègue, ma femme ne doit rien savoir.",
    "J'ai découvert que mon mari voit une autre femme.",
    "У мене роман на стороні, дружина не повинна дізнатися.",
    "Дізналася, що мій чоловік зустрічається з колегою.",
    "Узнала, что мой муж встречается с соседкой.",
    # DIVORCE
    "I've been served my wife's divorce petition, do I have 14 days to reply?",
    "Dostałem pozew rozwodowy od żony.",
    "Mir wurde der Scheidungsantrag meines Mannes zugestellt.",
    "Me ha llegado la demanda de divorcio de mi marido.",
    "J'ai reçu la requête en divorce de ma femme.",
    "Пришёл иск о разводе от жены, что делать?",
    "Отримала позов про розлучення від чоловіка.",
    # ELDER
    "My son takes my pension and threatens me if I tell anyone.",
    "Córka zabiera mi emeryturę i grozi mi, jak się poskarżę.",
    "Mein Sohn nimmt mir die Rente weg und droht mir.",
    "Mi hija me quita la pensión y me amenaza si lo cuento.",
    "Ma fille me prend mon argent et me menace.",
    "Син забирає мою пенсію і погрожує мені.",
    "Сиделка забирает мою пенсию и угрожает мне.",
    # COUPLE
    "My boyfriend and I are a couple, the neighbours found out and started writing slurs on our door.",
    "Jesteśmy z chłopakiem parą, sąsiedzi się dowiedzieli i wyzywają nas na klatce.",
    "Mein Freund und ich sind ein Paar, die Nachbarn haben es erfahren und beschimpfen uns.",
    "Mi novio y yo somos pareja, los vecinos se enteraron y nos insultan.",
    "Mon copain et moi sommes en couple, les voisins l'ont appris et nous insultent.",
    "Мы с парнем пара, соседи узнали и начали оскорблять нас.",
    # TAKEN_FOR
    "Necesito la receta del acenocumarol que tomo por la trombosis.",
    "Can I renew the lamotrigine which I take for my epilepsy online?",
    "Brauche ein neues Rezept für das Sertralin, das ich gegen meine Depression nehme.",
    "Potrzebuję recepty na lek, który biorę na padaczkę.",
    "Il me faut une ordonnance pour le médicament que je prends pour mon diabète.",
    "Потрібен рецепт на ліки, які я приймаю від епілепсії.",
    "Нужен рецепт на препарат, который я принимаю от шизофрении.",
]

GREEN: list[str] = [
    "How does foreclosure work in Spain?",
    "What can a bailiff seize in general?",
    "Czego komornik nie może zająć?",
    "Was darf der Gerichtsvollzieher pfänden?",
    "¿Qué puede embargar Hacienda?",
    "Що може арештувати виконавець?",
    "In my novel the hero stops paying his mortgage for four months.",
    "The film is about a woman having an affair with her boss.",
    "Can I order sintrom refills in the app?",
    "¿Se puede pedir la receta del sintrom por la app?",
    "What do people usually take for a headache?",
    "How do I respond to a divorce petition in general?",
    "My son takes my car to work on Mondays.",
    "My girlfriend and I are going to Lisbon in May.",
    "Mi novio y yo somos pareja desde 2019 y queremos viajar.",
    "Homework: write an essay about a family in debt to payday lenders.",
    "El concurso de acreedores de la empresa se abrió ayer.",
    "Mi novio y yo somos pareja y los vecinos nos invitaron a cenar.",
    "Wie läuft eine Zwangsversteigerung ab, wenn jemand die Raten nicht zahlt?",
    "Mój mąż spotyka się z kolegami w piątki.",
    "Meine Frau trifft sich heute mit ihrer Ärztin.",
    "Mi mujer se ve con su hermana los domingos.",
    "Eine Frau aus Polen trifft sich mit uns zum Sprachtausch.",
    "My sister's husband's divorce petition was in the local paper.",
    "У романі героїня має роман на стороні.",
    "I take ibuprofen for my headache before long drives.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_green(text: str) -> None:
    assert detect(text).label == "green", text
