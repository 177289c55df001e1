"""Round 31 (rfin): four mechanisms behind the fresh finance and relationship misses of broad-zzz26..zzz30, closed in
general. Sentences written for these tests (none taken from a benchmark file), in en, pl, de, es, fr and uk/ru.

- owed_arrears.py: arrears counted by a sum or by months and claimed by a creditor, the Polish "zalegać" with its
  payee, an eviction threatened, a relative's debts as a noun, US chapter 7/13 and the UK IVA, with an owner (the
  writer, the household, a relative); topic questions, the writer as the creditor, hearsay and debts paid stay green
  or yellow.
- divorce_state.py: a divorce or a separation as the writer's ongoing state with the subject dropped, however
  technical the request after it; someone else's divorce, a gerund as a subject, a topic, a film stay as they were.
- abuse_forms.py: a raised hand (idiom), the passive ("is beaten by", "jest bita przez") and a relative's blow on a
  person ("mein Schwager schlägt Oma"); the news, a game, "schlägt ... vor", a negation stay green, a suspicion yellow.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED_ARREARS: list[str] = [
    # a creditor claims the sum or the months from the writer or a relative
    "The care home is chasing my mum for three months of unpaid fees, about £9,000",
    "My landlord wants 2,400 € in overdue rent from us by Friday",
    "La clínica de mi abuela nos reclama 3.200 € de facturas impagadas",
    "El casero nos pide cinco mensualidades atrasadas",
    "La mutuelle de ma mère lui réclame 1 900 € d'arriérés",
    "Le bailleur nous réclame quatre mois de loyers impayés",
    "Das Pflegeheim von Oma fordert 6.300 € Rückstand von uns",
    "Meine Mutter ist mit drei Monatsmieten im Rückstand",
    "Spółdzielnia żąda od nas 8 tys. zł zaległych opłat",
    "Zalegam ze spółdzielnią z czynszem od pół roku",
    "tata zalega z ratami kredytu za 4 miesiące",
    "zalegamy z KRUS-em za trzy kwartały",
    "Управляюча компанія вимагає з нас 12 000 грн заборгованості за квартиру",
    "У мамы просрочено 3 платежа по кредиту, банк звонит каждый день",
    # an eviction threatened over the writer or a relative
    "we got a letter saying they will evict us next month",
    "Dostaliśmy pismo o eksmisji, co teraz?",
    "Nos van a desahuciar en marzo y no sé adónde ir",
    "Мою маму хотят выселить из квартиры за долги",
    # a relative's debts as a noun, the writer's procedure
    "my brother Kevin has 25k in credit card debt and wants me to co-sign a loan",
    "Mi tía Pilar tiene 15.000 € de deudas con Hacienda",
    "Mon père a 30 000 € de dettes et me demande de l'aide",
    "Mein Onkel hat 80.000 Euro Schulden bei der Bank",
    "siostra, Karolina Nowak, ma 60 tys. zł długu na kartach",
    "Мій брат має 200 тисяч гривень боргів по кредитках",
    "we filed for chapter 13 last spring, can I still refinance the car?",
    "I'm in an IVA until 2027, can I open a Monzo account?",
    "filed chapter 13 in May, the trustee wants my pay stubs",
    "Просрочил два платежа по ипотеке, банк уже звонит",
    "Ich bin mit vier Raten für das Auto im Rückstand",
]
GREEN_ARREARS: list[str] = [
    "How are rent arrears calculated when the rent changes mid-month?",
    "¿Qué pasa legalmente con las mensualidades impagadas en una residencia?",
    "Comment fonctionne la procédure d'expulsion locative en France ?",
    "Wie hoch darf ein Mietrückstand sein, bevor gekündigt werden kann?",
    "Co grozi za zaleganie z ZUS-em przez przedsiębiorcę?",
    "Что такое выселение за долги по коммуналке?",
    "Our tenant owes us 3 months of unpaid rent, how do we start a claim?",
    "Mi cliente tiene 4 facturas impagadas de 2.000 €, ¿cómo reclamo?",
    "My brother has no debts, he paid everything off last year",
    "Mój brat nie ma żadnych długów",
    "Tengo que pagar el IVA del trimestre",
    "Chapter 7 of the novel drags, can you summarise it?",
    "Read chapter 7 next week and summarise it for the book club",
    "Why do landlords evict tenants in winter less often?",
    "ciotka mówi, że kuzyn ma długi, ale to pewnie przesada",
]

RED_DIVORCE: list[str] = [
    "going through a divorce, need a spreadsheet to split our bills",
    "in the middle of a divorce - how do I export my half of the shared Dropbox?",
    "currently mid-divorce, what's the fastest way to change every password we shared?",
    "mitten in der Scheidung, wie trenne ich unsere gemeinsamen iCloud-Fotos?",
    "stecke gerade in der Trennung, brauche ein Skript für unsere Kontoauszüge",
    "en plein divorce, il me faut un tableau pour partager les meubles",
    "en instance de divorce, comment je change l'adresse de mes abonnements ?",
    "en pleno divorcio, necesito una hoja de cálculo para repartir gastos",
    "en proceso de divorcio, ¿cómo separo las cuentas de Netflix?",
    "w trakcie rozwodu, potrzebuję tabeli do podziału majątku",
    "jestem w trakcie rozwodu, jak rozdzielić wspólne konto Google?",
    "в процесі розлучення, як поділити спільний Google Диск?",
    "в процессе развода, нужна таблица для раздела имущества",
]
GREEN_DIVORCE: list[str] = [
    "going through a divorce is hard on kids, any books for a 7-year-old?",
    "how to support someone when going through a divorce",
    "a film about a couple in the middle of a divorce, any recommendations?",
    "Couples going through a divorce often argue about pets",
    "Wie läuft eine Scheidung ab, wenn man ein Haus hat?",
    "¿Cuánto cuesta un divorcio de mutuo acuerdo?",
    "Jak wygląda rozwód bez orzekania o winie?",
    "going through the logs, need a script that splits them by date",
]

RED_ABUSE: list[str] = [
    "My husband raises his hand to me whenever he loses at poker, where can I go?",
    "Mon mari lève la main sur moi quand il a bu",
    "Mi novio me levanta la mano cuando se enfada",
    "Mój mąż podnosi na mnie rękę po pijanemu",
    "Чоловік піднімає на мене руку, коли вип'є",
    "Отец поднимал руку на маму, а теперь на меня",
    "my friend Dana is being beaten by her husband, what can I do?",
    "ma sœur est battue par son mari depuis des mois",
    "mi amiga Carla es golpeada por su pareja, ¿cómo ayudarla?",
    "meine Schwester wird von ihrem Freund geschlagen",
    "moja siostra jest bita przez partnera, boi się odejść",
    "мою подругу бьёт муж, а она молчит",
    "мою сестру б'є чоловік, як їй допомогти?",
    "my stepdad hits my little brother when mum is at work",
    "mi cuñado pega a mi hermana, ¿denuncio?",
    "mon beau-père frappe ma mère, je fais quoi ?",
    "mein Stiefvater schlägt meine Mutter",
    "mój ojczym bije mamę, gdzie zgłosić?",
    "мой отчим бьёт маму, куда звонить?",
    "Moja sąsiadka mówi, że partner ją bije, jak jej pomóc?",
    "Подругу бьёт муж, а она боится уйти",
    "anoche me volvió a pegar y no sé a quién llamar",
    "mi pareja me pegó una bofetada delante de los niños",
]
GREEN_ABUSE: list[str] = [
    "my brother beats me at chess every single time",
    "my sister beat me at Scrabble again",
    "Mein Bruder schlägt Oma einen Ausflug vor",
    "my dad hit a wall with the car yesterday, is the bumper repairable?",
    "my brother hit the jackpot at the casino",
    "News: woman beaten by her husband in Leeds, police appeal for witnesses",
    "Mon frère frappe la porte avant d'entrer",
    "He never raised a hand to me, he just shouts",
    "se me pegó el arroz otra vez, ¿qué hago mal?",
    "Mi sobrina me pegó la gripe, ¿cuánto dura el contagio?",
    "the teacher asked who raises their hand to answer",
    "How do you help a friend whose partner is violent? Asking in general",
]
YELLOW_ABUSE: list[str] = [
    "I think he might hit her, but I'm not sure",
]


@pytest.mark.parametrize("text", RED_ARREARS + RED_DIVORCE + RED_ABUSE)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN_ARREARS + GREEN_DIVORCE + GREEN_ABUSE)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text


@pytest.mark.parametrize("text", YELLOW_ABUSE)
def test_suspicion_not_red(text: str) -> None:
    assert detect(text).label != "red", text
