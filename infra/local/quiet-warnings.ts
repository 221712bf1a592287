/**
 * The AWS SDK warns once per process that its 2027 releases need Node 22. The Lambda runtime
 * is Node 22; only this machine runs 20, so the warning says nothing to act on here.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
