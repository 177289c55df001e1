"""Round 42, rrel: controlling partners, affairs, custody, and people tied to places.

- watched_partners.py: the partner checks EVERY one of the writer's statements, orders or receipts ("kontrolliert jede
  Bestellung") beside rage or hiding; "macht mir Szenen";
- partner_aggression.py: the partner turns violent on the writer's own act ("gets violent if I spend anything"), and the
  Russian perfective with its object after it ("Муж избил меня");
- withheld_means.py: the partner hides or takes the writer's car keys, cuts off their access to an account, or doles
  out money to them;
- revealed_affairs.py: the writer's affair told through what reveals it - the partner found out about visits to
  another, a room paid for while the partner checks the accounts, the Ukrainian/Russian "я зрадив дружину";
- taken_children.py: the writer's child taken abroad by the writer's ex or partner;
- ferried_children.py: a named child the writer takes to or collects from a named school (a car-pool);
- class_pupils.py: a Polish surname in the accusative or in "-dzki" ("za Julkę Zawadzką z klasy 3b");
- neighbour_plates.py: a plate whose owner is a neighbour named by surname and floor or flat;
- vocab/names.py: given names the list lacked ("Нина", "Раиса", "Nina") beside a home address.
Sentences written for these tests (none taken from a data file). Each red sentence is green on the tree before the
round; the look-alikes are green (or yellow's green here) on both.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.folding import fold_word
from app.core.memory.privacy.detector.verdict import detect

WATCHED = [
    "My wife goes through every receipt and screams at me if I bought anything for myself.",
    "Mi marido revisa cada compra que hago y se pone como loco si no le aviso, ¿cómo pido algo a escondidas?",
    "Ma copine vérifie chaque dépense sur mon compte et me fait des scènes pour un café.",
    "Mój chłopak sprawdza każdy paragon i robi mi awantury, jak coś kupię.",
    "Mein Freund checkt jede Überweisung und macht mir Szenen, wenn ich Geld für mich ausgebe.",
]

AGGRESSION = [
    "My boyfriend gets violent whenever I buy clothes without asking him.",
    "Mi pareja se pone violenta cuando salgo con mis amigas.",
    "Mon compagnon devient violent dès que je dépense un euro sans lui demander.",
    "Mój mąż robi się agresywny, gdy wychodzę bez niego.",
    "Чоловік стає агресивним, коли я витрачаю гроші на себе.",
    "Мой парень становится агрессивным, когда я задерживаюсь на работе.",
    "Муж избил меня вчера при детях.",
    "Парень избил меня после вечеринки.",
]

WITHHELD = [
    "My husband takes my car keys every time I want to visit my mum.",
    "Meine Frau versteckt meinen Autoschlüssel, damit ich nicht zu meinen Eltern fahre.",
    "Mi marido me esconde las llaves del coche para que no vaya a trabajar.",
    "Mon mari me cache les clés de la voiture quand je veux sortir.",
    "Moja żona chowa mi kluczyki do auta, żebym nie jeździł do kolegów.",
    "Чоловік ховає ключі від машини, щоб я не їздила до мами.",
    "Муж прячет ключи от машины, чтобы я не уезжала без него.",
    "My girlfriend blocked my access to the joint account.",
    "Mein Mann hat mir den Zugang zum Onlinebanking gesperrt.",
    "Mon mari m'a coupé l'accès au compte commun.",
    "Mi novio me quitó el acceso a la cuenta donde cobro mi sueldo.",
    "Mąż zablokował mi dostęp do karty i konta.",
    "Дружина заблокувала мені доступ до картки.",
    "Жена заблокировала мне доступ к карте.",
    "My wife doles out money to me for petrol.",
    "Mein Mann teilt mir das Haushaltsgeld zu, jeden Montag fünfzig Euro.",
    "Mi marido me raciona el dinero para la compra.",
    "Mon mari me donne l'argent au compte-gouttes.",
    "Mąż wydziela mi pieniądze na chleb.",
    "Чоловік видає мені гроші на тиждень.",
    "Муж выдаёт мне деньги на продукты по чекам.",
]

AFFAIRS = [
    "Я зрадила чоловіка з його другом.",
    "Я изменил жене на корпоративе.",
    "Изменила мужу в командировке, как теперь жить.",
    "Mon copain a découvert sur l'appli de localisation que j'étais chez un autre.",
    "Mi mujer se enteró por la app del coche de que iba a casa de otra.",
    "Mon mari a vu dans l'historique du GPS que j'allais chez un autre.",
    "Meine Frau hat über die Handyortung herausgefunden, dass ich bei einer anderen war.",
    "Mąż zobaczył w aplikacji, że jeździłam do innego.",
    "Дружина побачила в історії таксі, що я їздив до іншої.",
    "Жена увидела в навигаторе, что я езжу к другой.",
    "I rent a flat across town to meet someone and my wife checks all our statements, how do I hide it?",
    "Alquilo un apartamento para estar con otro y mi marido ve mis extractos.",
    "Je paie une chambre d'hôtel pour retrouver quelqu'un et ma femme épluche nos relevés.",
    "Ich miete ein Zimmer, um eine andere zu treffen, und meine Frau sieht alle Kontoauszüge.",
    "Wynajmuję pokój, żeby spotykać się z kimś, a żona sprawdza nasze konto.",
    "Я знімаю квартиру, щоб зустрічатися з іншою, а дружина бачить мої рахунки.",
    "Снимаю квартиру, чтобы встречаться с другой, а жена проверяет мою карту.",
]

TAKEN = [
    "My ex took our twins to Ireland without my permission.",
    "Mi exmarido se llevó a nuestros hijos al extranjero sin mi permiso.",
    "Mon ex-mari a emmené notre fille au Maroc sans mon accord.",
    "Mein Ex hat unsere Tochter ohne meine Zustimmung nach Polen mitgenommen.",
    "Były partner wywiózł córkę za granicę i nie chce wrócić.",
    "Колишня дружина вивезла сина за кордон без моєї згоди.",
    "Бывший муж увёз дочку в Грузию и не возвращает.",
]

FERRIED = [
    "I collect Freddie Hargreaves from Ashdown Primary every Wednesday at 3:20.",
    "We drop Isla Kennedy at Riverside Infants on Fridays.",
    "Je récupère Jules Marchetti à l'école maternelle Pasteur le vendredi.",
    "Ich bringe Emil Kowalczyk donnerstags zur Grundschule am Stadtpark.",
    "Llevo a Martina Gil al CEIP Rosalía de Castro los martes.",
    "I'll walk Harriet Caldwell to Beechwood Primary on Mondays.",
]

CLASS_PUPILS = [
    "Zbiórka na wycieczkę za Julkę Zawadzką z klasy 3b w SP nr 4 w Radomiu.",
]

NEIGHBOUR_PLATES = [
    "Сірий Opel АІ 5512 ОК на дитячому майданчику — це машина Гнатюка з третього поверху.",
    "Біла Skoda ВС 7731 АК біля смітника — це машина Ткачука з першого поверху.",
    "Srebrny Opel WE 4412K na trawniku to samochód Kowalczyka z trzeciego piętra.",
    "Der graue Golf B-KL 4421 auf dem Gehweg ist das Auto von Schneider aus dem dritten Stock.",
    "El Ibiza 4412 KLM de la acera es el coche de Fernández, el del cuarto.",
]

NAMED_HOMES = [
    "Кравцова Раиса Ивановна, ул. Садовая, д. 12, кв. 8, Тула.",
    "Мельник Ніна Петрівна, вул. Садова, буд. 4, кв. 9, Полтава.",
]

RED = WATCHED + AGGRESSION + WITHHELD + AFFAIRS + TAKEN + FERRIED + CLASS_PUPILS + NEIGHBOUR_PLATES + NAMED_HOMES

LOOKALIKES = [
    # watching without rage or hiding; a general question
    "My husband checks every receipt so we can split the bills fairly.",
    "Mein Mann kontrolliert jede Bestellung, bevor wir sie abschicken.",
    "Is it controlling if a partner checks every statement?",
    # violence when the partner drinks, not the writer's act; a negation; a dog
    "My husband never gets violent, he just sulks when I spend money.",
    "The dog gets aggressive when I take his bowl.",
    "Муж никогда не избил меня, но кричит.",
    # keys kept for care; a condition; a film
    "My husband took my keys because I'd had three beers.",
    "If my partner hides my car keys, is that abuse?",
    "In the film her husband hides her car keys so she can't leave.",
    "My wife never takes my car keys when I want to go out.",
    # an allowance given to a child; access to a shared drive
    "We give our son an allowance of ten pounds a week.",
    "My wife took away my access to the shared Google Drive folder for the school project.",
    # affairs: a film, a betrayed dream, a doctor, a work trip, a general question
    "In the series, his wife found out that he was seeing another woman.",
    "Я зрадив свою мрію стати музикантом.",
    "Mon mari a vu que j'allais chez un autre garagiste.",
    "Żona zobaczyła, że chodzę do innego lekarza.",
    "I'm paying for a hotel every Thursday for my work trips and my wife checks the joint account.",
    "How do people usually hide an affair from their spouse?",
    # custody: the question in general, a trip agreed, a film, a condition
    "Can a parent take a child abroad without the other parent's consent?",
    "My ex took our daughter to Legoland for the weekend, as agreed.",
    "In the novel, the father takes his son abroad without the mother's consent.",
    "What if my ex takes our son abroad without asking me?",
    # schools: no child's name, a pronoun, a placeholder, a school's data
    "I pick up my daughter from Ashdown Primary every Wednesday.",
    "Ashdown Primary has 380 pupils and a new head teacher.",
    "I pick up John Doe from Example Primary School.",
    "Je dépose le courrier à l'école élémentaire Pasteur.",
    "Ich bringe die Pakete donnerstags zur Post.",
    # plates: the owner unknown; a question in general
    "Сірий Opel АІ 5512 ОК стоїть на майданчику третій день, чий він?",
    "How can I find out who owns a car from its number plate?",
    # a company's address
    "ООО «Кравцов и партнёры», ул. Садовая, д. 12, офис 8, Тула.",
]


@pytest.mark.parametrize("text", RED)
def test_red(text):
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", LOOKALIKES)
def test_lookalikes_stay_green(text):
    assert detect(text).label == "green", text


@pytest.mark.parametrize("text", RED + LOOKALIKES)
def test_gates_change_no_verdict_typed_plain(text, monkeypatch):
    """The new word gates hold every spelling their patterns read: typed without diacritics, gated == ungated."""
    plain = fold_word(text)
    gated = [detect(t).label for t in (text, plain)]
    monkeypatch.setattr(gates, "ENABLED", False)
    assert [detect(t).label for t in (text, plain)] == gated, plain
