"""Round 33 (rdisc): sensitive disclosures said in prose the vocabularies miss, closed as mechanisms
(prose_disclosures.py), and three false reds. Sentences written for these tests (none taken from a benchmark file), in
en, pl, de, es, fr and uk/ru.

- EVENT: the writer's own divorce or custody hearing, operation, chemotherapy or therapy session, said with an
  adjective, a complement or a verb of undergoing ("mam sprawę rozwodową", "I'm having a knee operation");
- IDIOM: suicide, overdose and self-harm said with an idiom, of the writer or a relative;
- ACTIVE: past political or union activity told as an action ("militaba en un sindicato");
- OUT: coming-out words ("not out to my parents", "nicht geoutet", "camming-out");
- ABSENT: a condition given as the reason for the writer's absence ("off today, migraine").
- a denial of owning debts before a question about a credit register, and a story's relative clause
  ("a story about a woman who escapes her abusive husband"), are green.
"""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED: list[str] = [
    # EVENT
    "W poniedziałek mam sprawę rozwodową i boję się, że się rozpłaczę",
    "Za tydzień mam rozprawę o opiekę nad córką, co powinnam przygotować?",
    "I'm having a gallbladder operation next week, draft my out-of-office",
    "I'm booked in for knee surgery on the 12th, can you reorganise my sprint?",
    "before my operation I want the release notes finished, help me plan",
    "Mam jutro operację kolana, rozpisz mi zadania dla zespołu",
    "Nach meiner OP im Mai brauche ich Teilzeit, formuliere den Antrag",
    "Tengo una operación de cadera el martes, ¿me ayudas a escribir el traspaso?",
    "Je me fais opérer du genou lundi, rédige un mail à mon manager",
    "Наступного тижня мене оперують, склади лист керівнику",
    "После моей операции мне нужен удалённый режим, составь письмо",
    # IDIOM
    "My sister tried to take her own life in March and I don't know how to talk to her",
    "Mój brat targnął się na życie, jak mu teraz pomóc?",
    "Meine Mutter wollte sich das Leben nehmen, wie gehe ich damit um?",
    "Mi padre intentó quitarse la vida hace un año",
    "Ma fille a voulu mettre fin à ses jours, je suis perdue",
    "Мій син намагався накласти на себе руки, що робити далі?",
    "I overdosed twice last year, how do I tell my new GP?",
    "Mój partner przedawkował w sobotę i jest w szpitalu",
    # ACTIVE
    "I was active in the opposition in Minsk and was detained twice, can I apply for asylum?",
    "Byłam działaczką związku zawodowego na Białorusi, czy to pomoże w azylu?",
    "Ich war jahrelang Mitglied der Opposition und wurde bedroht, wie beantrage ich Asyl?",
    "Militaba en un partido de la oposición en Nicaragua, ¿cómo pido protección?",
    "J'étais militant syndical au Maroc et on m'a menacé, puis-je demander l'asile ?",
    "Я виступала проти режиму в Білорусі, чи дадуть мені притулок?",
    "Я протестовал против войны, меня задержали за пикет",
    # OUT
    "I'm not out to my parents and they keep asking about girlfriends",
    "Nie jestem wyoutowana w rodzinie, jak przedstawić partnerkę?",
    "Ich bin noch nicht geoutet bei meinen Eltern, wie fange ich an?",
    "Aún no he salido del armario con mis padres, ¿cómo empiezo?",
    "Je n'ai pas encore fait mon coming out au travail",
    "Я ще не зробила камінг-аут перед мамою, як почати?",
    # ABSENT
    "off today with a migraine, write a short note to my team",
    "Dziś mnie nie będzie, migrena, napisz krótką wiadomość do szefa",
    "Bin heute raus, Migräne, schreib kurz dem Team",
    "hoy no voy, migraña, escríbele algo a mi jefa",
    "Сьогодні не прийду, мігрень, напиши кілька слів команді",
]

GREEN: list[str] = [
    # topic questions, news, professionals, fiction
    "How can I help someone who wants to take their own life?",
    "The actor took his own life in 1994, write a short biography.",
    "Write a story about a man who tries to take his own life and is saved by a stranger.",
    "Our database operation failed again, can you help me debug?",
    "The operation returns a new list; what is its complexity?",
    "I'm a surgeon, I perform hernia operations every week; write a discharge note template.",
    "My client has a divorce hearing tomorrow, draft the opening statement.",
    "Moja klientka ma jutro rozprawę rozwodową, przygotuj pismo.",
    "Jak wygląda rozprawa rozwodowa w Polsce?",
    "Was passiert bei einer Scheidungsverhandlung?",
    "¿Qué pasa en un juicio de divorcio?",
    "Comment se passe une audience de divorce ?",
    "Як проходить засідання щодо розлучення?",
    "Politicians who spoke out against the regime were arrested.",
    "The union protested against the new law yesterday.",
    # past activity that is not political
    "I was active in the chess club for years.",
    "Byłam członkinią klubu książki.",
    "Ich war Mitglied im Tennisverein.",
    "Era miembro del club de lectura.",
    "J'étais membre d'un club de foot.",
    "Я був членом шахового клубу.",
    # 'out' that is no coming out
    "The package is not out yet, when will it ship?",
    "What does coming out mean and how do I support a friend?",
    "The film is about a teenager who is not out to his parents.",
    # an absence without a condition
    "out today, back tomorrow, can you write the standup message",
    "off today, dentist appointment, write an email to my boss",
    "Dziś mnie nie będzie, wyjazd służbowy, napisz wiadomość do zespołu",
    "Bin heute raus, Umzug, schreib eine Nachricht ans Team",
    "hoy no voy, tengo mudanza, escribe un mensaje al equipo",
    "Сьогодні не прийду, переїзд, напиши повідомлення команді",
    # hypotheticals and denials
    "What if I need surgery on my knee? I haven't seen a doctor.",
    "Je n'ai jamais fait d'overdose, juste curieux.",
    # a denial of owning debts, then a question about a register
    "I have no debts, just curious how a CCJ shows on a credit file",
    "nie mam długów, ale jak działa BIK od środka?",
    "ich habe keine Schulden, aber wie funktioniert die Schufa eigentlich?",
    "je n'ai aucune dette, juste curieux : comment fonctionne le FICP ?",
    "у мене немає боргів, просто цікаво, як працює кредитна історія",
    # a story's relative clause is the story's topic
    "Write a story about a woman who escapes her abusive husband in the 1980s.",
    "Schreib eine Geschichte über eine Frau, die vor ihrem gewalttätigen Mann flieht.",
    "Escribe un cuento sobre una mujer que huye de su marido maltratador.",
    "Écris une histoire sur une femme qui fuit son mari violent.",
    "Napisz opowiadanie o chłopaku, który ucieka od przemocowego ojca.",
    "Напиши оповідання про жінку, яка тікає від чоловіка-кривдника.",
]


@pytest.mark.parametrize("text", RED)
def test_disclosure_in_prose_is_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_near_miss_is_not_red(text: str) -> None:
    assert detect(text).label != "red", text


def test_debt_register_still_red_when_the_writer_owns_the_debt() -> None:
    assert detect("Mam wpis w BIK, bo nie spłaciłem kredytu").label == "red"
    assert detect("Je suis fiché à la Banque de France, le FICP depuis 2023").label == "red"
