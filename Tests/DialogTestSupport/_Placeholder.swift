// DialogTestSupport
