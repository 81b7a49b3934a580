import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * The IANA time zone of a phone number, for the power dialer's calling-hours guard when a contact has
 * no time zone of its own. North American numbers by area code (the zone of most of the area code's
 * subscribers: an area code split by a zone line takes its larger side); other countries only when
 * the whole country keeps one zone; else null (unknown: the guard lets the call through).
 * libphonenumber-js ships no zone data, so the table is ours.
 */

const NANP_ZONES: Record<string, string> = {};
const zone = (name: string, codes: string) => {
  for (const code of codes.split(/\s+/).filter(Boolean)) NANP_ZONES[code] = name;
};

zone(
  'America/New_York',
  `203 475 860 959 302 202 771 239 305 321 352 386 407 561 656 689 727 754 772 786 813 850 863 904 941 954
   229 404 470 478 678 706 762 770 912 943 207 240 301 410 443 667 339 351 413 508 617 774 781 857 978 603
   201 551 609 640 732 848 856 862 908 973 212 315 332 347 516 518 585 607 631 646 680 716 718 838 845 914
   917 929 934 252 336 704 743 828 910 919 980 984 216 220 234 283 326 330 380 419 440 513 567 614 740 937
   215 223 267 272 412 445 484 570 582 610 717 724 814 878 401 803 839 843 854 864 423 865 802 276 434 540
   571 703 757 804 826 948 304 681 502 606 859`,
);
zone('America/Indiana/Indianapolis', '317 463 260 765 574 812 930');
zone('America/Detroit', '231 248 269 313 517 586 616 734 810 906 947 989');
zone('America/Toronto', '226 249 289 343 365 382 416 437 519 548 613 647 683 705 742 753 807 905 367 418 438 450 468 514 579 581 819 873');
zone(
  'America/Chicago',
  `205 251 256 334 659 938 479 501 870 217 224 309 312 331 447 464 618 630 708 773 779 815 847 872 319 515
   563 641 712 316 620 785 913 225 318 337 504 985 218 320 507 612 651 763 952 228 601 662 769 314 417 557
   573 636 660 816 308 402 531 701 405 539 572 580 918 605 615 629 731 901 931 210 214 254 281 325 346 361
   409 430 432 469 512 682 713 726 737 806 817 830 832 903 936 940 945 956 972 979 262 274 414 534 608 715
   920 270 364 219`,
);
zone('America/Winnipeg', '204 431 584');
zone('America/Regina', '306 639 474');
zone('America/Denver', '303 719 720 970 983 406 505 575 385 435 801 307 915');
zone('America/Boise', '208 986');
zone('America/Phoenix', '480 520 602 623 928');
zone('America/Edmonton', '403 587 780 825 368');
zone(
  'America/Los_Angeles',
  `209 213 279 310 323 341 350 369 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 747
   760 805 818 820 831 840 858 909 916 925 949 951 702 725 775 458 503 541 971 206 253 360 425 509 564`,
);
zone('America/Vancouver', '236 250 257 604 672 778');
zone('America/Anchorage', '907');
zone('Pacific/Honolulu', '808');
zone('America/Halifax', '506 782 902');
zone('America/St_Johns', '709 879');
zone('America/Puerto_Rico', '787 939');

/** Countries (ISO 3166) that keep a single zone. */
const COUNTRY_ZONES: Record<string, string> = {
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  IT: 'Europe/Rome',
  ES: 'Europe/Madrid',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  PL: 'Europe/Warsaw',
  CZ: 'Europe/Prague',
  GR: 'Europe/Athens',
  IL: 'Asia/Jerusalem',
  IN: 'Asia/Kolkata',
  JP: 'Asia/Tokyo',
  KR: 'Asia/Seoul',
  CN: 'Asia/Shanghai',
  SG: 'Asia/Singapore',
  HK: 'Asia/Hong_Kong',
  PH: 'Asia/Manila',
  ZA: 'Africa/Johannesburg',
  NZ: 'Pacific/Auckland',
  AR: 'America/Argentina/Buenos_Aires',
  CO: 'America/Bogota',
  PE: 'America/Lima',
  PR: 'America/Puerto_Rico',
};

/** The zone of an E.164 number (or a national US/CA number), or null when it cannot be told. */
export function numberTimeZone(number: string): string | null {
  const parsed = parsePhoneNumberFromString(number.trim(), 'US');
  if (!parsed) return null;
  if (parsed.countryCallingCode === '1') return NANP_ZONES[parsed.nationalNumber.slice(0, 3)] ?? null;
  const country = parsed.country;
  return country ? (COUNTRY_ZONES[country] ?? null) : null;
}
