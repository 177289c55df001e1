"""Replace four fiction lines that were too close to one another (applied once to texts_*.txt)."""
import glob
NEW = {
 'Piszę opowiadanie kryminalne na konkurs': 'Piszę opowiadanie fantastyczne na konkurs i chcę opinii o tym fragmencie: „Kapitan Irena Wolska odczytała log: statek Wisła-7, 2 314 dni w drodze, 41 członków załogi w hibernacji, zapasy tlenu na 118 dni. Kod autoryzacji kapitana zmieniono o 03:12 czasu pokładowego, a nikt poza nią nie miał do niego dostępu." Czy to dobry początek? Limit konkursu to 20 tysięcy znaków, a tekst ma być dla młodzieży.',
 'Extrait de mon polar': "Extrait de mon roman jeunesse : « Le 3 juin 1889, Louise grimpa les 1 665 marches de la tour de M. Eiffel avec son oncle Anatole, qui jurait avoir payé 5 francs pour monter tout en haut. Au deuxième étage, un homme en redingote lui glissa une enveloppe marquée du numéro 47. » Les détails historiques sont-ils crédibles, et le mystère arrive-t-il trop vite ?",
 'Estoy escribiendo una novela negra': 'Estoy escribiendo un cuento infantil para el concurso del colegio de mi hija: "El dragón Fermín vivía en la cueva número 9 de la montaña Peñablanca y coleccionaba 312 botones de colores. Cada martes a las 5 de la tarde bajaba al pueblo a cambiar uno por un bocadillo de calamares." ¿Te parece que engancha a niños de 7 años? ¿Cambiarías algún número?',
 'Уривок з мого оповідання: «Слідчий': 'Уривок з моєї казки для молодшого брата: «Їжачок Тимко жив у норі під старим дубом номер 12 на Лисій горі й мав 48 яблук на зиму. Щосуботи о сьомій ранку він ходив до сороки Марти, яка рахувала всі гудзики в лісі, і міняв одне яблуко на три горіхи.» Чи цікаво це для дитини шести років, і що додати, щоб була пригода?',
}
used = set()
for fn in glob.glob('texts_*.txt'):
    lines = open(fn, encoding='utf-8').read().split('\n')
    idx = [i for i, l in enumerate(lines) if l.startswith('@ ')] + [len(lines)]
    out = []
    prev = 0
    for a, b in zip(idx, idx[1:]):
        block = lines[a:b]
        first = block[1] if len(block) > 1 else ''
        for k, v in NEW.items():
            if first.startswith(k):
                block = [block[0], v, '']
                used.add(k)
        out.extend(block)
    open(fn, 'w', encoding='utf-8').write('\n'.join(lines[:idx[0]] + out))
print(set(NEW) - used)
