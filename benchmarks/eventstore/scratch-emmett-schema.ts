import { emmettAppender } from './emmett-appender';
const a = emmettAppender(process.argv[2], 1, 'x');
a.append(0, 1).then(() => a.close());
