// DialogModelTests
