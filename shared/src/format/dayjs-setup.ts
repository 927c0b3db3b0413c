// One dayjs locale setup for the whole site: Turkish month and day names.
import dayjs from 'dayjs';
import 'dayjs/locale/tr';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);
dayjs.locale('tr');

export { dayjs };
