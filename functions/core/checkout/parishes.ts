/** Jamaica's 14 parishes: the parish picker of the checkout form and the server's check of it. */
export const JAMAICA_PARISHES = [
  'Kingston',
  'St Andrew',
  'St Thomas',
  'Portland',
  'St Mary',
  'St Ann',
  'Trelawny',
  'St James',
  'Hanover',
  'Westmoreland',
  'St Elizabeth',
  'Manchester',
  'Clarendon',
  'St Catherine',
] as const;
