export { readJasperReport } from './jasper-report';
export { JasperDesignError } from './jasper-design-error';
export { readJavaObject, readJavaStream, DEFAULT_JAVA_STREAM_LIMITS, type JavaStreamLimits } from './java-object-stream';
export { JavaSerializationError } from './java-serialization-error';
