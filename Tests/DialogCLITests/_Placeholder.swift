// DialogCLITests
