"""Round 38, rbonds: relationships, beliefs and origin said without their keyword (implied_bonds.py, with three fixes
beside it: a plot's labelled line, a named subject after "militaba", Markdown bold read through).

Each case pairs a sentence the writer tells it in (red) with a near miss that must keep its verdict: others' lives,
talk in general, the writer's work, a tourist, a bank, a story. All sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

# (a red sentence, a look-alike that is not red)
COVER = [
    ("My husband believes I'm at yoga on Tuesdays, but I'm with Marco.",
     "My wife thinks I'm working too hard, but actually I enjoy it."),
    ("Mój mąż myśli, że jestem na siłowni, a naprawdę jestem u Pawła.",
     "Mój mąż myśli, że samochód potrzebuje nowych opon."),
    ("Mein Mann denkt, ich bin beim Chor, dabei bin ich bei Jonas.",
     "Mein Mann denkt, der Urlaub in Italien wäre schöner."),
    ("Mi mujer cree que estoy en el gimnasio, pero en realidad estoy con Lucía.",
     "Mi mujer cree que el coche necesita ruedas nuevas."),
    ("Жена думает, что я на рыбалке, а на самом деле я у Светы.",
     "Жена думает, что нам нужна новая машина."),
    ("My girlfriend thinks I'm working late; I keep a second phone for it.",
     "My girlfriend thinks the second season was better."),
    ("I write to Tomás every night and delete it. My wife knows nothing.",
     "My wife knows nothing about football."),
    ("Piszę do Kamila codziennie i wszystko kasuję. Mąż nic nie wie.",
     "Mąż nic nie wie o samochodach, pomóż mi wybrać oponę."),
]

SHELTER = [
    ("We've been at the women's refuge for a week and he keeps calling.",
     "I volunteer at the women's shelter on Saturdays."),
    ("Jesteśmy z córką w ośrodku interwencji kryzysowej, on nas szuka.",
     "Czym jest ośrodek interwencji kryzysowej i jak działa?"),
    ("Seit dem Kontaktverbot wohnen wir bei meiner Schwester, er schreibt trotzdem.",
     "Das Frauenhaus in unserer Stadt sucht Ehrenamtliche."),
    ("Depuis que nous sommes au foyer pour femmes, il m'envoie des messages.",
     "Qu'est-ce qu'une ordonnance de protection ?"),
    ("Desde la orden de protección vivimos en casa de mi madre, y él sigue escribiéndome.",
     "¿Qué es una orden de alejamiento y cómo funciona?"),
    ("Мы с сыном в кризисном центре, он звонит с чужих номеров.",
     "Наш кризисный центр собирает пожертвования к зиме."),
    ("It was just a slap, but it happens again and again.",
     "Only a push of the button and it happens often that the printer jams."),
]

PROCEEDINGS = [
    ("Next week we sign the parenting plan, the kids stay with me on weekdays.",
     "How does a convenio regulador work in Spain?"),
    ("Firmamos el plan de parentalidad el lunes y los niños se quedan conmigo entre semana.",
     "¿Qué es un plan de parentalidad?"),
    ("Première audience jeudi, mon avocat pense que ma femme va réclamer une pension.",
     "Mon avocat dit que mon mari doit signer l'acte de vente aussi."),
]

WORSHIP = [
    ("On Fridays I leave at 12:30 for jummah at the mosque, can you block my calendar?",
     "We'll visit the Blue Mosque on Friday at 10:00."),
    ("W piątki o 12:30 wychodzę do meczetu, jak poprosić o przesunięcie spotkań?",
     "Ile trwa zwykle piątkowa modlitwa w meczecie?"),
    ("Le vendredi je pars à 13h pour la prière à la mosquée, tu peux décaler la réunion ?",
     "La mosquée de Paris a été construite dans les années 1920."),
    ("Каждую пятницу в час ухожу в мечеть, как сказать начальнику?",
     "Как долго длится пятничная молитва в мечети?"),
]

MEMBERSHIP = [
    ("Got my party card from Labour today, first ward meeting on Monday.",
     "The minister lost his party card in 1989."),
    ("Dostałem legitymację partyjną, w sobotę pierwsze zebranie koła.",
     "Ile kosztuje legitymacja partyjna w Polsce, pytam ogólnie?"),
    ("Me llegó el carné de afiliado del partido, el jueves voy a la asamblea de la agrupación.",
     "¿Qué es un carné de afiliado?"),
    ("Получил партийный билет, в среду первое собрание ячейки.",
     "Что такое партийный билет?"),
    ("As chair of the union committee I meet the director tomorrow about cuts.",
     "Our bank's branch meeting is on Monday."),
    ("Como presidenta del comité de empresa tengo que hablar mañana con la dirección.",
     "Como presidenta del comité de fiestas tengo que hablar mañana con el alcalde."),
]

ORIGIN = [
    ("Pour nous les Roms, c'est toujours la même chose au guichet.",
     "Les Roms sont la plus grande minorité d'Europe, dit l'article."),
    ("For us Roma, every landlord says the flat is gone.",
     "The Roma are Europe's largest minority, says the article."),
    ("Wir Sorben werden in der Schule oft ausgelacht.",
     "Die Sorben leben in der Lausitz, steht im Schulbuch."),
    ("A nosotros los gitanos nunca nos alquilan nada.",
     "¿Cuántos gitanos viven en España?"),
    ("Нам, цыганам, всегда отказывают в аренде.",
     "Сколько цыган живёт в Румынии?"),
    ("W domu mówiliśmy tylko po kaszubsku, w szkole się śmiali.",
     "W domu mówiliśmy tylko po polsku, w szkole też."),
    ("At home we only spoke Romani and the teachers mocked us.",
     "At home we only spoke English and the teachers were kind."),
]


@pytest.mark.parametrize("red, near", COVER + SHELTER + PROCEEDINGS + WORSHIP + MEMBERSHIP + ORIGIN)
def test_told_without_the_keyword_is_red_and_its_near_miss_is_not(red: str, near: str) -> None:
    assert detect(red).label == "red", detect(red)
    assert detect(near).label == "green", (near, detect(near))


# (round 38's false reds: a fiction's plot under its label, a public figure named after the verb)
STORIES = [
    ("Plot: Ein Gärtner ist pleite und der Gerichtsvollzieher findet im Keller ein Tagebuch.",
     "Ich bin pleite und der Gerichtsvollzieher kommt morgen."),
    ("Trama: una abogada se declara en quiebra y su marido la abandona.",
     "Me he declarado en quiebra y mi marido me ha abandonado."),
]


@pytest.mark.parametrize("story, mine", STORIES)
def test_a_labelled_plot_is_green_and_the_writers_own_is_red(story: str, mine: str) -> None:
    assert detect(story).label == "green", detect(story)
    assert detect(mine).label == "red", detect(mine)


def test_a_named_subject_after_the_verb_is_no_first_person() -> None:
    assert detect("¿En qué partido militaba Felipe González antes de 1974?").label == "green"
    assert detect("Yo militaba en un partido comunista antes de 1989.").label == "red"


@pytest.mark.parametrize("text", ["ich bin **Sintiza** und die Vermieterin fragt ständig"])
def test_bold_markers_do_not_hide_what_they_stress(text: str) -> None:
    verdict = detect(text)
    assert verdict.label == "red", verdict
    for f in verdict.findings:
        assert 0 <= f.start < f.end <= len(text)
