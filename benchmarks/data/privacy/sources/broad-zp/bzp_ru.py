LANG = 'ru'
LINES = [
('identifier', 'inn', 'Мой ИНН <<inn>>, подскажи, где его указать в заявлении на вычет.', 'own INN'),
('identifier', 'phone-ru', 'запиши мой номер <<phone:ru>>, старый потерял', 'own mobile'),
('secret', 'password', 'Пароль от госуслуг у меня Берёза_1979!, напомни, если забуду.', 'password'),
('health', 'diagnosis', 'Мне поставили гепатит C, начинаю лечение в январе.', 'diagnosis'),
('finance', 'debt', 'У меня долг по кредитке 210 тысяч, и банк передал его коллекторам.', 'debt'),
('relationship', 'past-abuse', 'Отчим издевался надо мной в детстве, я об этом никому не рассказывал.', 'past abuse'),
('benign', 'cooking', 'Как испечь блины на кефире, чтобы были тонкие?', 'cooking'),
('benign', 'code', 'Как в Go прочитать файл построчно?', 'code question'),
('benign', 'plans', 'Летом хотим съездить на Байкал, когда там теплее всего?', 'trip plan'),
('benign-lookalike', 'tracking-number', 'Трек-номер RA123456785RU не отслеживается, что делать?', 'tracking number'),
('uncertain', 'symptom', 'Последнее время часто болит живот после еды, к врачу пока не ходил.', 'unchecked symptom'),
('uncertain', 'maybe-money', 'Кажется, в этом месяце денег не хватит, посмотрим.', 'possible money strain'),
]
