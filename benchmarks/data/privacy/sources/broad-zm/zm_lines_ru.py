R, Y, G = 'red', 'yellow', 'green'
LINES = [
(R, 'identifier', 'nie', 'own NIE', "Мой NIE <<nie>>, gestor в Аликанте говорит, что для empadronamiento нужен ещё договор аренды — правда?"),
(R, 'identifier', 'iban-de', 'own German account', "Мой счёт в Postbank <<iban_de|g4>>, напиши Vermieter по-немецки, чтобы вернул залог."),
(R, 'identifier', 'phone-de', 'own German mobile', "Новый немецкий номер <<phone_de|00>>, старый российский больше не работает."),
(R, 'identifier', 'steuer-id', 'own Steuer-ID', "Пришла Steuer-ID <<steuerid|idnr>>, работодатель в Дрездене требует её до первой зарплаты."),
(R, 'identifier', 'iban-es', 'own Spanish account', "Счёт в Unicaja <<iban_es|g4>>, туда будет приходить зарплата с сезона в отеле."),
(R, 'secret', 'password', 'own password', "Пароль от Bürgerportal: Sosnovy_Bor_91! — запиши, я улетаю"),
(R, 'secret', 'door-code', 'door code', "Код подъезда в Лимасоле 8214, квартира 6, ключи у соседки."),
(R, 'identity', 'plate-owner', 'car abroad with owner', "Моя машина с немецкими номерами B-AL 2093 стоит в Риге, владелец я, Алексей Лаптев; штрафы приходят на меня?"),
(R, 'health', 'health-abroad', 'hospital abroad', "Лежу в больнице в Тбилиси с панкреатитом, страховка путешественника не платит."),
(R, 'finance', 'debt-abroad', 'money trouble abroad', "В Сербии остался без работы, долг за квартиру 900 евро, карта заблокирована."),
(G, 'benign-lookalike', 'pnr', 'booking reference', "Бронь Pegasus: код LQ4M9T, рейс PC 1124, место 8C — можно ли сменить дату?"),
(G, 'benign-lookalike', 'company-ustid', 'company VAT', "У фирмы-переезда USt-IdNr <<ustid>> на счёте, это нормальная немецкая компания?"),
(G, 'benign-lookalike', 'consulate-switchboard', 'consulate switchboard', "Телефон посольства Германии в Ереване на сайте +374 10 453 300, там записывают на визу?"),
(G, 'benign', 'procedure-question', 'general question', "Сколько ждать Aufenthaltstitel после подачи документов в Берлине?"),
(G, 'benign-lookalike', 'train-number', 'train and seat', "Поезд EC 173 Прага–Будапешт, вагон 255, место 61."),
(Y, 'uncertain', 'symptom', 'undiagnosed symptom', "После переезда в Батуми всё время кружится голова, к врачу пока не ходил."),
(Y, 'uncertain', 'partial-card', 'last digits', "Списали деньги с карты на ...3304, не понимаю за что."),
]
LINES += [
(R, 'identifier', 'phone-es', 'own Spanish mobile', "Испанский номер для связи: <<phone_es|intl>>, запиши его для консульства."),
(R, 'identifier', 'nino', 'own NINO', "Мой National Insurance number <<nino>>, как проверить взносы онлайн?"),
(G, 'benign-lookalike', 'company-nip', 'company NIP', "У польской фирмы по найму NIP <<nip|nip>>, это проверяется в реестре?"),
]
