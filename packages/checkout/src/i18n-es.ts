/** The checkout's catalogue in Spanish (namespace 'checkout'), the reference: i18n-en.ts has exactly its keys. */
export const es = {
  modal: {
    title: 'Compra sesiones',
    notNow: 'Ahora no',
    close: 'Cerrar',
    stepChoose: 'Paso 1 de 2: elige tu plan',
    stepPay: 'Paso 2 de 2: datos de tu tarjeta',
    plansLabel: 'Planes disponibles',
    sessions_one: '{{count}} sesión de {{minutes}} minutos',
    sessions_other: '{{count}} sesiones de {{minutes}} minutos',
    couples: 'Para ti y tu pareja',
    savings: 'Ahorras {{amount}}',
    next: 'Continuar',
    back: 'Atrás',
    pay: 'Pagar {{amount}}',
    submitting: 'Procesando tu pago…',
    summary: '{{plan}}: {{price}}',
    secure: 'Tu pago se procesa de forma segura. Solo se cobra al confirmar.',
    failedInline: 'El pago no se realizó y no se hizo ningún cargo. Revisa los datos o prueba con otra tarjeta.',
    loadingCard: 'Cargando el formulario de pago…',
    cardLoadFailed: 'No pudimos cargar el formulario de pago. Revisa tu conexión e inténtalo de nuevo.',
    stripeUnavailable: 'Por ahora no podemos recibir pagos con tarjeta. Inténtalo más tarde.',
    confirming: 'Estamos confirmando tu pago. Puede tardar unos momentos: no cierres esta ventana ni pagues de nuevo.',
    slow: 'Tu pago todavía se está confirmando. Puedes cerrar esta ventana: tus sesiones aparecerán en tu plan en cuanto se confirme, y no se te cobrará dos veces.',
    checkAgain: 'Volver a revisar',
    card: {
      name: 'Nombre en la tarjeta',
      number: 'Número de tarjeta',
      expiry: 'Vencimiento (MM/AA)',
      expiryPlaceholder: 'MM/AA',
      cvc: 'CVC',
      cardLabel: 'Tarjeta',
      testTitle: 'Modo de prueba: no se hace ningún cargo real.',
      testSucceeds: '{{number}}: el pago se aprueba.',
      testDeclined: '{{number}}: el pago se rechaza.',
      testHint: 'Usa cualquier fecha futura y cualquier CVC de 3 dígitos.',
    },
  },
};

/** The catalogue's shape: the English texts must have exactly these keys. */
export type Catalogue = typeof es;
