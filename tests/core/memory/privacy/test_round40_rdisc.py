"""Round 40 (rdisc): health, family and relationship disclosures told through documents and children.

Each test holds the red sentences a mechanism now catches (red on this tree, green on the base) and the near-misses
that must keep their verdict (a general question, a leaflet, a placeholder, a coach, a thing's fault, fiction)."""
from __future__ import annotations

import pytest

from app.core.memory.privacy.detector import gates
from app.core.memory.privacy.detector.verdict import detect


def _check(reds: list[str], greens: list[str]) -> None:
    for text in reds:
        assert detect(text).label == "red", text
    for text in greens:
        assert detect(text).label != "red", text


def _same_gated(texts: list[str]) -> None:
    """The gates change no verdict (the patterns read folded text: the sentences typed without diacritics too)."""
    for text in texts:
        on = detect(text).label
        gates.ENABLED = False
        try:
            off = detect(text).label
        finally:
            gates.ENABLED = True
        assert on == off, text


SICK_LEAVE = (
    ["Me han dado la baja por una tendinitis en el hombro, ¿me pueden despedir?",
     "Mi medico me dio la baja por una hernia discal.",
     "Le médecin m'a arrêté dix jours pour une sciatique.",
     "Le medecin m'a arretee pour une hernie discale, je dois prevenir qui ?",
     "On m'a mis en arrêt pour une pneumonie.",
     "Lekarz wystawił mi zwolnienie z powodu rwy kulszowej."],
    ["¿Cuánto tiempo te dan la baja por lumbalgia?",
     "Me han dado la baja por dos semanas.",
     "Le policier m'a arrêté pour excès de vitesse.",
     "Le patron m'a arrêté dans le couloir pour parler du projet."],
)

PAPERS = (
    ["Die Krankenkasse lehnt meine Knie-OP ab, was kann ich tun?",
     "L'assurance refuse de rembourser mon operation du genou.",
     "Ubezpieczyciel odmówił mi refundacji operacji kolana.",
     "NFZ nie chce pokryc mojego zabiegu, co robic?",
     "Mi seguro me rechazó la cirugía de cadera por preexistencia.",
     "Страховая отказала в оплате моей операции на колене.",
     "Análisis: glucosa 180, el médico dice que tengo prediabetes.",
     "Анализы: гемоглобин 95, врач сказал, что это анемия.",
     "Blutbild: Hamoglobin 9,8, die Arztin sagt Eisenmangel.",
     "Wyniki: ferrytyna 6, lekarka mowi ze to anemia.",
     "My ferritin is 7 and my doctor says it explains the hair loss, what should I eat?",
     'Wypis ze szpitala: "zawal serca, zalozono stent". To o mnie, wyjaśnij.',
     'Informe: "carcinoma ductal infiltrante". Es de mi madre, ¿qué significa?',
     'Discharge letter: "NSTEMI, two stents placed". It\'s my dad\'s, what does it mean?',
     "Выписка: «ишемический инсульт, стеноз сонной артерии». Это мой отец, объясни."],
    ["Can an insurer refuse an operation for a pre-existing condition?",
     "¿Puede una aseguradora rechazar una operación por preexistencia?",
     "My insurer refused my car claim after the accident.",
     "Mon assurance auto refuse de rembourser les réparations.",
     "Ferritin below 15 usually means iron deficiency, doctors say.",
     "Patient, 54, HbA1c 71 mmol/mol. The GP says type 2. What is the next step?",
     "What does an HbA1c of 71 mean?",
     "Compte rendu de réunion : le budget est validé. C'est mon père qui l'a écrit."],
)

SCHEDULES = (
    ["Zofia Wrona ma basen we wtorki o 16:30, odbiera ją babcia.",
     "Finn Weber hat dienstags um 17 Uhr Fussballtraining beim SV Lindenau.",
     "Finn Weber hat dienstags Schwimmkurs, heute holt ihn sein Opa ab.",
     "Hugo Martin a judo le jeudi a 18 h au dojo de Vichy.",
     "Lucia Romero tiene natacion los jueves a las 17:30 en el polideportivo.",
     "Oliver Hughes has football training at Riverside FC on Wednesdays at 5pm.",
     "Олег Петренко займається футболом у секції щосереди о 16:00.",
     "Маша Иванова ходит на танцы в студию по вторникам в 17:00."],
    ["Max Mustermann hat dienstags um 17 Uhr Training beim SV Lindenau.",
     "Trener Jan Nowak prowadzi zajęcia we wtorki o 17:00.",
     "Coach Tom Baker runs the session on Mondays at 6pm.",
     "Mrs Clara Hopkins has a yoga class on Mondays at 6.",
     "Trainerin Jana Vogel leitet das Training mittwochs um 16 Uhr.",
     "The U12 team trains on Tuesdays at 17:00 at UKS Orlik.",
     "Swimming club timetable: juniors Mondays 17:00, seniors Thursdays 19:00.",
     "In the novel, Emma Watson has ballet on Fridays at 5.",
     "Our club meets on Fridays: Anna Smith is the treasurer.",
     "Call Anna Smith on Tuesday about the club fees.",
     "Este jueves recoge a los niños del colegio mi vecina, Marisa Echeverría, porque salgo tarde."],
)

CHILD_CONDITIONS = (
    ["U Kuby stwierdzono dysleksje.",
     "They diagnosed Oscar with dyslexia last week, what support can the school give?",
     "У Максима виявили дислексію.",
     "Nasza córka ma przeciwwskazanie do szczepienia przez alergię na żelatynę.",
     "Моему сыну дали медотвод от прививки из-за порока сердца.",
     "Синові дали медвідвід від щеплення через епілепсію.",
     "A Martina no le pueden poner la vacuna porque está en tratamiento con corticoides.",
     "Wegen seiner Immunschwache darf unser Sohn nicht gegen Masern geimpft werden."],
    ["Which conditions are contraindications to the MMR vaccine?",
     "Can a child with leukaemia get a vaccine exemption because of chemo?",
     "Dlaczego niektorzy lekarze wystawiaja zwolnienia ze szczepien przez alergie?",
     "The clinic is closed on Mondays because of the vaccine campaign, exemptions on request.",
     "Bei Anna wurde ein Fehler in der Abrechnung festgestellt.",
     "У Львові виявили кір у трьох дітей."],
)

TWO_PARENTS = (
    ["Wir sind zwei Vater und unser Sohn wird in der Kita gehanselt.",
     'Our daughter has two mums and the school form only has "mother" and "father".',
     "Nous sommes deux mamans, comment remplir le formulaire de la crèche ?",
     "Somos dos mamás y el colegio nos pide el libro de familia.",
     "Jesteśmy dwiema mamami i przedszkole nie wie, jak wpisać nas do dziennika.",
     "Ми — дві мами, як заповнити анкету в садочку?",
     "Мы два папы, и воспитательница задаёт странные вопросы."],
    ["Can a child legally have two dads on the birth certificate?",
     "In the book, the penguin chick has two dads."],
)

COUPLES = (
    ["Подали з чоловіком на розлучення, суд у березні.",
     "Подали с мужем на развод, суд в январе.",
     "Ma femme et moi n'avons plus de rapports depuis un an.",
     "On n'a plus de rapports depuis des mois avec mon mari."],
    ["Ми з дружиною подали заявку на грант.",
     "On n'a plus de rapports avec nos voisins depuis la dispute.",
     "Nous n'avons pas de rapports trimestriels cette année."],
)


@pytest.mark.parametrize("case", [SICK_LEAVE, PAPERS, SCHEDULES, CHILD_CONDITIONS, TWO_PARENTS, COUPLES],
                         ids=["sick_leave", "papers", "schedules", "child_conditions", "two_parents", "couples"])
def test_round40_rdisc(case: tuple[list[str], list[str]]) -> None:
    reds, greens = case
    _check(reds, greens)
    _same_gated(reds + greens)
