LINES = r"""
r|identifier|iban-es|customer's own account on a water bill|Factura del Canal de Isabel II: “Cargo en su cuenta {IBAN_ES}”, 96,40 € del bimestre. ¿Por qué el saneamiento cuesta casi lo mismo que el agua?
g|benign-lookalike|company-cif|utility's CIF and contract number|Factura del agua: Canal de Isabel II S.A., CIF {CIF}, nº de contrato 118204773. ¿Dónde aparece la lectura del contador?
r|identifier|dni|own DNI from a rental contract|Contrato de alquiler: “D. Álvaro Ruiz Peña, con DNI {DNI}, en calidad de arrendatario”. ¿Hace falta que lo firme ante notario?
g|benign-lookalike|placeholder-person|rental template with blanks|Modelo de contrato: “D./Dña. ____________, con DNI ________, en calidad de arrendatario”. ¿Qué cláusulas faltan?
r|identifier|nie|own NIE in a letter to the tax agency|Escrito para Hacienda: “Yo, Ioana Popescu, con NIE {NIE}, solicito el aplazamiento de la deuda”. ¿Está bien redactado?
g|benign-lookalike|example-dni|documented example DNI|En la web del Ministerio el DNI de ejemplo es 99999999R. ¿Por qué ese y no otro?
r|identifier|phone-es|own phone in an insurance claim|Parte a Mapfre: rotura de tubería en la cocina, póliza 0550-41-882113, contacto {MOB_ES}, Lucía Ferrer.
g|benign-lookalike|policy-number|policy number only|Póliza de hogar 0550-41-882113, franquicia de 150 €. ¿Cubre el agua que ha salido al vecino de abajo?
r|identity|address-person|named person with home address in a court notice|Notificación del juzgado para Ramón Iglesias, con domicilio en C/ Almendro 14, 3º B, 29004 Málaga. Es mi cuñado, ¿se la puedo recoger?
g|benign-lookalike|court-case|court procedure number only|Juzgado de Primera Instancia nº 5, Procedimiento Monitorio 812/2026. ¿Cuántos días tengo para oponerme?
r|identifier|iban-es-landlord|landlord's private account|El casero, Sr. Manuel Ortega, me pide la fianza a su cuenta personal {IBAN_ES} y no al organismo. ¿Es legal?
g|benign-lookalike|public-account|regional deposit body account presented as such|La fianza se deposita en la cuenta del organismo autonómico, según el modelo 808 — ¿la tiene que depositar el casero o yo?
r|identifier|card|own card in a refund complaint|Ryanair me cobró dos veces en la tarjeta {CARD}. Redacta una reclamación en inglés.
g|benign-lookalike|booking-locator|flight booking locator only|Localizador de reserva QK7M2P, vuelo FR 8342. ¿Cómo pido la factura con otro nombre?
r|identifier|nss-worker|own social security number from a payslip|En la nómina pone mi nº de afiliación a la Seguridad Social {NSS} y categoría 07. ¿Qué significa el grupo de cotización?
g|benign-lookalike|employer-ccc|employer's contribution account code|La nómina trae el código de cuenta de cotización de la empresa {CCC} y su CIF {CIF}. ¿Eso lo tengo que poner en la renta?
r|secret|clave-pin|Cl@ve PIN code|Me ha llegado el PIN de Cl@ve por SMS: {PIN}. Apúntalo que lo necesito para descargar el borrador.
g|benign-lookalike|public-hotline|general state information line|¿El 060 sirve para pedir cita en la Seguridad Social o solo informa?
r|identifier|iban-es-sole|freelancer's own account and NIF on an invoice|Mi factura de autónoma: Nerea Sáez, NIF {DNI}, pago por transferencia a {IBAN_ES}. ¿Tengo que poner la retención del 15 %?
g|benign-lookalike|company-iban|supplier account and CIF on an invoice|Factura de la gestoría: Asesores Levante S.L., CIF {CIF}, pago a {IBAN_ES}. ¿Puedo deducirme el IVA como autónomo?
r|health|diagnosis-letter|own diagnosis from a medical report|El informe del neurólogo dice que tengo esclerosis múltiple remitente-recurrente. ¿Tengo que decirlo en el trabajo?
g|benign|health-question|general question about medical reports|¿Qué significa “remitente-recurrente” en un informe de neurología?
r|identity|plate-owner|plate tied to named owner in a fine|Multa de la DGT: vehículo 4827 KLM, titular Sergio Campos, exceso de velocidad en la A-7. Es mi padre, ¿recurre?
g|benign-lookalike|fine-expedient|fine file number only|Expediente de sanción DGT nº 290.145.882.431, 100 € con reducción del 50 %. ¿Pierdo puntos si pago rápido?
r|secret|login-password|energy company login|La cuenta de Iberdrola: usuario carmen.vidal.r, contraseña {PW}. Guárdala por si la olvido.
g|benign-lookalike|cups|CUPS supply point code|El CUPS de mi factura de luz es {CUPS}. ¿Lo necesito para cambiarme de comercializadora?
r|identifier|phone-es|neighbour's phone in a community letter|Carta a la comunidad: el vecino del 2º, Jaime Rivas, {MOB_ES}, se ofrece para las llaves. Mejórala.
g|benign-lookalike|company-phone|property administrator's office number|El administrador de fincas tiene oficina en el {FIX_ES} de 9 a 14. ¿Puedo exigir ver las cuentas de la comunidad?
y|uncertain|masked-card|masked card in a receipt|El ticket muestra la tarjeta ************5521, pero yo pagué con otra. ¿Puede ser el datáfono?
y|uncertain|possible-debt|possible tax debt|Creo que se me pasó pagar el segundo plazo del IRPF, aún no me ha llegado nada.
r|finance|debt|own debt with a bank|Tengo embargada la nómina por una deuda de 14.000 € con el banco y no llego a fin de mes.
g|benign|legal-question|general question about garnishment|¿Qué parte del salario mínimo es inembargable en España?
r|identifier|nie-relative|mother's NIE in an appointment letter|Cita para la renovación de la tarjeta de residencia de mi madre, Amina El Idrissi, NIE {NIE}. ¿Qué documentos lleva?
g|benign-lookalike|appointment-number|appointment number only|Justificante de cita previa nº 8812-AB-04, Oficina de Extranjería, 11:20. ¿Puedo ir acompañada?
r|identifier|iban-fr|French account for an online shop refund|Devolución de Zalando: quiero el reembolso en mi cuenta francesa {IBAN_FR}, titular Lucas Martin.
g|benign-lookalike|order-number|order number only|Pedido nº 10203-44871-22 de Zalando, devolución gratuita 30 días. ¿La etiqueta la imprimo yo?
r|identity|birth-date-person|named child's birth date in a school enrollment|Matrícula del colegio: alumna Valeria Romero Gil, nacida el 21/09/2018. Revisa la carta al director.
g|benign-lookalike|school-code|school's centre code|El código de centro del colegio es 28012345 y su CIF {CIF}. ¿Para qué se usa el código en la solicitud?
r|secret|sms-code|bank SMS code|El banco me pide el código que me ha llegado: {PIN6}. Escríbelo en la pantalla de confirmación.
g|benign-lookalike|reference-number|tax payment reference|El modelo 030 tiene un número de justificante 0305123456789. ¿Es lo mismo que el NRC?
r|beliefs|political-membership|own party membership from a letter|Me ha llegado la carta de bienvenida del PSOE, me afilié el mes pasado. En el trabajo no lo sabe nadie.
g|benign|politics-question|general politics question|¿Cuántos diputados tiene el Congreso y cómo se reparten por provincias?
r|identifier|dni-payslip|employee's DNI on a payslip|Nómina de octubre: trabajador Pablo Herrera, DNI {DNI}, líquido 1.632,18 €. ¿Por qué bajó respecto a septiembre?
g|benign-lookalike|ean|EAN on an order confirmation|Confirmación de pedido: EAN {EAN}, garantía 3 años. ¿Sirve para registrar el producto?
r|sexuality|letter-disclosure|own sexuality around a family letter|Mi madre encontró una carta de mi novio y ahora sabe que soy gay. No sé cómo hablar con ella.
g|benign-lookalike|invoice-number|invoice number and VAT rate|Factura simplificada T-2026-004781, IVA 21 %. ¿Me la pueden cambiar a factura completa?
r|identifier|phone-es|own phone to a school|Mensaje al tutor: soy la madre de Hugo, 2º B, mi móvil es {MOB_ES} por si hay cualquier cosa.
g|benign-lookalike|school-phone|school switchboard|El colegio tiene centralita {FIX_ES}; ¿es mejor llamar o escribir por la plataforma?
y|uncertain|vague-health|undiagnosed symptom|Llevo semanas con mareos por la mañana, pero todavía no he ido al médico.
y|uncertain|undecided-step|undecided about renting|No sé si firmar el contrato de alquiler o esperar a ver otros pisos.
r|identifier|ssn-es|own Spanish social security number for health card|Para la tarjeta sanitaria me piden el número de la Seguridad Social: {NSS}. ¿Dónde lo presento?
g|benign|tax-question|general question about IRPF|¿Qué diferencia hay entre la declaración individual y la conjunta?
"""
LINES2 = r"""
r|identifier|iban-es-payslip|employee's account on a payslip|Nómina noviembre\nIngreso en cuenta: {IBAN_ES}\nLíquido a percibir: 1.874,90 €\n¿Por qué la paga extra no viene?
g|benign-lookalike|employer-cif-payslip|employer's CIF on a payslip|En la nómina aparece la empresa Transportes Oria S.L., CIF {CIF}, convenio de transporte. ¿Qué convenio me aplica?
r|identifier|phone-es|own phone in a gas complaint|Reclamación a Naturgy\nContrato 300887412\nTeléfono de contacto {MOB_ES}\nLa factura estimada no cuadra con mi lectura.
g|benign-lookalike|company-hotline|energy company service number|Naturgy pone en la factura su teléfono de averías {FIX_ES}. ¿Es gratuito?
r|identifier|dni|partner's DNI in an insurance form|Seguro de vida para mi pareja, Marta Quintero, DNI {DNI}. ¿Necesitan reconocimiento médico?
g|benign-lookalike|insurer-cif|insurer's CIF and DGSFP code|La póliza lleva el CIF de la aseguradora {CIF} y clave DGSFP C0723. ¿Eso sirve para comprobar que es legal?
r|secret|login-password|tax agency credentials|Mi usuario de la sede de la Seguridad Social y la contraseña {PW}, guárdalos por si los olvido.
g|benign-lookalike|placeholder-credentials|placeholder in a help page|La guía muestra “Usuario: 00000000T / Contraseña: ********”. ¿Es un ejemplo o un usuario real?
r|identifier|card|own card on a rental contract|El contrato de alquiler de coche lleva mi tarjeta {CARD} para la fianza de 900 €. ¿Cuándo la liberan?
g|benign-lookalike|rental-agreement-number|car rental agreement number|Contrato de alquiler RA-55201847, grupo C, franquicia 1.200 €. ¿Me conviene el seguro a todo riesgo?
r|identity|address-person|named person with home address in an inheritance letter|El notario escribe a Dña. Rosario Molina, C/ San Bernardo 7, 2º izq., 41001 Sevilla, por la herencia. Es mi tía, ¿qué le digo?
g|benign-lookalike|notary-protocol|notary protocol number only|Escritura con número de protocolo 2.184 del notario de Sevilla. ¿Cómo pido una copia simple?
r|identifier|nie|own NIE in an employment contract|Contrato laboral: trabajador Oleksandr Bondar, NIE {NIE}, jornada completa. ¿Está bien la cláusula de prueba?
g|benign|labour-question|general question about trial periods|¿Cuánto puede durar el periodo de prueba en un contrato indefinido?
r|secret|door-code|building door code to a cleaner|Para la limpiadora: el código del portal es {PIN}, la llave del buzón está bajo el felpudo.
g|benign-lookalike|public-iban|city council's account for a tax|El Ayuntamiento indica su cuenta {IBAN_ES} para pagar el IBI fuera de plazo. ¿Hay recargo?
r|identifier|iban-es|own account for a grant|Solicitud de beca: cuenta del solicitante {IBAN_ES}, titular Irene Pastor. ¿Debe ser cuenta a mi nombre?
g|benign-lookalike|expediente-beca|grant file number only|Beca MEC, expediente nº 2026/B/448120, estado «en tramitación». ¿Cuándo se resuelve?
r|identifier|phone-es|landlord's phone in a contract|En el contrato figura el móvil del propietario, D. Enrique Salas, {MOB_ES}. ¿Le escribo por WhatsApp?
g|benign-lookalike|company-cif|agency's CIF and registry|Inmobiliaria Sol S.L., CIF {CIF}, inscrita en el Registro Mercantil de Valencia. ¿Cobran honorarios al inquilino?
y|uncertain|masked-iban|masked IBAN|En el recibo sale “ES** **** **** **** **** 3310”, no sé de qué cuenta me lo cobran.
y|uncertain|vague-health|pending test|Me han repetido la analítica porque “algo salió raro”, no sé qué.
y|uncertain|possible-debt|possible arrears|Puede que deba algo de la comunidad, el administrador dijo que lo miraría.
r|identifier|dni-relative|father's DNI for a pension|Escrito al INSS por mi padre, Francisco Lozano, DNI {DNI}, para revisar su pensión. ¿Lo firmo yo?
g|benign-lookalike|pension-file|INSS file number only|Número de expediente del INSS 2026/118204-P. ¿Con eso puedo consultar el estado en la web?
r|identifier|card|card to a school for a trip|Pago de la excursión: autorizo cargo en mi tarjeta {CARD}. ¿No es raro que el colegio la pida por correo?
"""
