"""Round 32, the lead's fixes after the merge: development lines the merged round turned, and twins of my own in
other languages. A letter from a debt collector that the writer has not owned (not opened, not recognised, maybe a
scam) tells no debt of theirs; a sole trader's NIP or REGON looked up in the registers is still a person's; a token
that only traces a request through logs is no credential."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector.verdict import detect

RED = [
    # the writer owns the debt beside the letter
    "I got a letter from the bailiffs because I haven't paid my council tax for two years.",
    "Komornik przysłał mi pismo o zajęciu konta, bo nie spłaciłem kredytu.",
    "Das Inkassobüro schreibt mir schon wieder, ich habe die Handyrechnung vom letzten Jahr nicht bezahlt.",
    "Me llegó otra carta de la agencia de recobro: no pagué el préstamo del coche en marzo.",
    "Encore un courrier de la société de recouvrement, je n'ai pas payé le crédit de la voiture.",
    "There's a CCJ against me for £2,400 and the bailiffs sent another letter.",
    # a sole trader's numbers are a person's, registers or not
    "Fryzjerka prowadzi jednoosobową działalność, NIP 526-104-08-28 — czy jest czynnym podatnikiem VAT?",
    "nip mojej dzialalnosci to 5261040828, gdzie go wpisac w ceidg?",
    # a real credential beside a token word
    "My access token is beb0b9aa-3f85-4dd4-aa6e-23f198b98034",
    "Notre script renvoie 401 avec le jeton 4277514b23441611d94a1a39ca15874c, il a expiré ?",
    # round 25's known miss, an affair said "un lío", red since round 32's hidden relationships
    "Llevo meses con un lío a escondidas de mi mujer.",
    # a debt the writer owns, asked about
    "What should I do, the bailiffs are coming because I didn't pay the rent?",
    "Ich habe die Miete drei Monate nicht bezahlt – wann darf der Gerichtsvollzieher kommen?",
]
GREEN = [
    "Not asking about me — how do bailiffs decide what they can take from a flat?",
    "Das Amtsgericht schreibt mir, Aktenzeichen 7 C 101/26 – ist so ein Mahnbescheid echt oder Fake?",
    "Dostałam list z jakiejś firmy windykacyjnej, jeszcze go nie otworzyłam.",
    "I got a letter from a debt collection agency about a gym membership I don't recognise. Could it be a mistake?",
    "Me ha llegado una carta de una empresa de recobro, todavía no la he abierto.",
    "J'ai reçu un courrier d'un huissier, je ne l'ai pas encore ouvert, c'est peut-être une erreur.",
    "Прийшов лист від колекторів, я ще не відкривала, мабуть помилка.",
    "Jak sprawdzić w GUS, czy REGON 012345675 należy do tej hurtowni?",
    "The correlation token 3f2c9a1e-7b44-4c1d-9e0f-5a6b7c8d9e01 doesn't show up in the logs",
    "Le jeton de corrélation 3f2c9a1e-7b44-4c1d-9e0f-5a6b7c8d9e01 n'apparaît pas dans Kibana",
    "Token korelacji 3f2c9a1e-7b44-4c1d-9e0f-5a6b7c8d9e01 nie pojawia się w logach",
    # questions about the thing, not the writer's debt
    "What is a CCJ and how long does it stay on a credit file?",
    "What can bailiffs take from my house in the UK?",
    "У мене питання: коли арештовують рахунок за борги?",
    # an animal, and results awaited
    "J'ai perdu mon bébé chat, il s'est sauvé par la fenêtre.",
    "Perdí al bebé gato que encontramos, se escapó.",
    "tata jest w szpitalu na obserwacji, czekamy na wyniki",
    "Mum is in hospital for observation, we're waiting for the results",
]


@pytest.mark.parametrize("text", RED)
def test_red(text: str) -> None:
    assert detect(text).label == "red", text


@pytest.mark.parametrize("text", GREEN)
def test_not_red(text: str) -> None:
    assert detect(text).label != "red", text
